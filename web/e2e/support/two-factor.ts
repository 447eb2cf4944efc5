// Helpers of the two-step sign-in browser test (issue 36): an authenticator app's codes (otplib, the library the
// identity service uses, from the repository's node_modules) and the account API of a panel user.
import { generate } from 'otplib';
import { adminToken, baseUrl } from './api';

export const TOTP_PERIOD_SECONDS = 30;

/** The TOTP time step a moment falls in. */
export const stepOf = (epochMs: number) => Math.floor(epochMs / 1000 / TOTP_PERIOD_SECONDS);

/** The 6-digit code an authenticator app shows for `secret` (base32, spaces allowed) during `step`. */
export function codeForStep(secret: string, step: number): Promise<string> {
  return generate({ secret: secret.replace(/\s+/g, '').toUpperCase(), epoch: step * TOTP_PERIOD_SECONDS });
}

/**
 * A code the server has not seen yet: each code is accepted once, so when `usedStep` is the current one the app's
 * next code is awaited (at most one period), as a person would wait for it.
 */
export async function freshCode(secret: string, usedStep: number | null): Promise<{ code: string; step: number }> {
  let step = stepOf(Date.now());
  if (usedStep !== null && step <= usedStep) {
    const nextStepAt = (usedStep + 1) * TOTP_PERIOD_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, nextStepAt - Date.now() + 50));
    step = stepOf(Date.now());
  }
  return { code: await codeForStep(secret, step), step };
}

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A JSON call straight at the API: status and parsed body, never a throw. */
export async function api(
  method: string,
  path: string,
  { token, json }: { token?: string | null; json?: unknown } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { raw: text };
  }
  return { status: response.status, body };
}

/** A new panel user, created by the seeded admin: the test's own, so nothing it does touches `admin`'s sessions. */
export async function createPanelUser(username: string, password: string): Promise<number> {
  const created = await api('POST', '/auth/register', {
    token: await adminToken(),
    json: { username, email: `${username}@templo.com.br`, password },
  });
  if (created.status !== 201)
    throw new Error(`POST /auth/register → ${created.status}: ${JSON.stringify(created.body)}`);
  return Number(created.body.id);
}

/** Deletes the user (which also ends its sessions); quiet when it is already gone. */
export async function deletePanelUser(id: number): Promise<void> {
  await api('DELETE', `/users/${id}`, { token: await adminToken() });
}

/**
 * Asks GET /auth/me with `token` until it answers 401, for at most `limitMs`; resolves with how long that took
 * (or throws with the last status).
 */
export async function waitUntilRefused(token: string, limitMs: number): Promise<number> {
  const started = Date.now();
  let last = 0;
  while (Date.now() - started <= limitMs) {
    last = (await api('GET', '/auth/me', { token })).status;
    if (last === 401) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`o token ainda respondia ${last} após ${limitMs} ms`);
}
