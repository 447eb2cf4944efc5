// Seeding and checking helpers for the admin panel's browser tests (web/e2e/admin-*.e2e.ts): orders through the
// public API, users and themes through the admin API, and a browser context that starts signed in (the token in
// localStorage `adminToken`, as the panel keeps it after a login).
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { adminToken, baseUrl, privacyNoticeVersion, type SeededRitual } from './api';
import { DESKTOP, newContext } from './browser';

export const ADMIN_USERNAME = 'admin';
export const adminPassword = () => inject('e2eAdminPassword');

export class AdminApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(message);
  }
}

async function call<T>(
  method: string,
  path: string,
  init: { token?: string | null; body?: BodyInit; json?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = init.token === undefined ? await adminToken() : init.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body = init.body;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${baseUrl()}/api${path}`, { method, headers, body });
  const text = await response.text();
  if (!response.ok) throw new AdminApiFailure(`${method} ${path} → ${response.status}: ${text}`, response.status, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

// ---------------------------------------------------------------------------------------------------- sessions

/** A fresh context whose localStorage already holds a valid admin token: /admin opens signed in. */
export async function signedInContext(
  browser: Browser,
  options: BrowserContextOptions = DESKTOP,
): Promise<BrowserContext> {
  const token = await adminToken();
  return newContext(browser, {
    ...options,
    storageState: {
      cookies: [],
      origins: [{ origin: baseUrl(), localStorage: [{ name: 'adminToken', value: token }] }],
    },
  });
}

// ---------------------------------------------------------------------------------------------------- UI helpers

/** A notice of the panel (spec §8 alerts as live-region notices): success/info in role=status, errors in role=alert. */
export function notice(page: Page, text: string | RegExp, kind: 'status' | 'alert' = 'status'): Locator {
  return page.getByRole(kind).locator('.adm-notice').filter({ hasText: text });
}

/** Closes a notice with its own button, so the same text can be awaited again afterwards. */
export async function dismissNotice(item: Locator): Promise<void> {
  await item.getByRole('button', { name: 'Fechar aviso' }).click();
  await item.waitFor({ state: 'detached' });
}

/** The open confirmation (an accessible alertdialog, never window.confirm). */
export const confirmDialog = (page: Page): Locator => page.getByRole('alertdialog');

/** Fails on any window.alert/confirm/prompt: the panel must use its own notices and dialogs. */
export function forbidNativeDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  return seen;
}

// ---------------------------------------------------------------------------------------------------- rituals

export interface AdminRitualView extends SeededRitual {
  active: boolean;
  commission_type: string;
  commission_value: number;
}

export const adminRituals = () => call<AdminRitualView[]>('GET', '/rituais/admin');

export async function adminRitualNamed(name: string): Promise<AdminRitualView | undefined> {
  return (await adminRituals()).find((ritual) => ritual.name === name);
}

export const publicRituals = () =>
  call<Array<{ id: number; name: string; slug: string }>>('GET', '/rituais', { token: null });

/** Status of GET /ritual/{slug} as a visitor sees it. */
export async function publicRitualStatus(slug: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/ritual/${encodeURIComponent(slug)}`);
  await response.arrayBuffer();
  return response.status;
}

// ---------------------------------------------------------------------------------------------------- orders

export interface CreatedOrder {
  id: number;
  /** What the client's page sends as X-Order-Token. */
  order_token: string;
  ritual_id: number;
  ritual_name: string;
  form_data: Record<string, string>;
  whatsapp: string;
  payment_status: string;
  created_at: string;
}

/** An order placed the way the public form does it (POST /api/clientes, no sign-in). */
export async function placeOrder(
  ritual: Pick<SeededRitual, 'id'>,
  formData: Record<string, string>,
  whatsapp = formData.whatsapp_contato ?? '',
): Promise<CreatedOrder> {
  return call<CreatedOrder>('POST', '/clientes', {
    token: null,
    json: {
      ritual_id: ritual.id,
      form_data: formData,
      whatsapp,
      photos: [],
      consent: { accepted: true, notice_version: await privacyNoticeVersion() },
    },
  });
}

export async function setOrderStatus(orderId: number, status: 'pending' | 'paid' | 'cancelled'): Promise<void> {
  await call('PUT', `/clientes/${orderId}/payment`, { body: new URLSearchParams({ payment_status: status }) });
}

// ---------------------------------------------------------------------------------------------------- users

export interface UserView {
  id: number;
  username: string;
  email: string;
  created_at: string;
}

export const listUsers = () => call<UserView[]>('GET', '/users');

export async function deleteUserNamed(username: string): Promise<void> {
  const user = (await listUsers()).find((candidate) => candidate.username === username);
  if (user) await call('DELETE', `/users/${user.id}`);
}

/** DELETE /api/users/{id} straight at the API: status and body, without throwing. */
export async function tryDeleteUser(id: number): Promise<{ status: number; body: string }> {
  try {
    await call('DELETE', `/users/${id}`);
    return { status: 200, body: '' };
  } catch (error) {
    if (error instanceof AdminApiFailure) return { status: error.status, body: error.body };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------- themes

export interface ThemeConfigView {
  theme_name: string;
  admin_theme: string;
  dashboard_style: string;
  theme?: { colors?: Record<string, string>; gradients?: Record<string, string> };
}

export const DEFAULT_THEMES = { theme_name: 'mistico', admin_theme: 'classico', dashboard_style: 'cards' } as const;

export const themeConfig = () => call<ThemeConfigView>('GET', '/theme-config', { token: null });

/** Puts the three theme choices back to the defaults of spec §3 (other e2e files expect them). */
export async function restoreDefaultThemes(): Promise<void> {
  await call('POST', '/theme-config', { body: new URLSearchParams({ theme_name: DEFAULT_THEMES.theme_name }) });
  await call('POST', '/admin-theme-config', { body: new URLSearchParams({ admin_theme: DEFAULT_THEMES.admin_theme }) });
  await call('POST', '/dashboard-style-config', {
    body: new URLSearchParams({ dashboard_style: DEFAULT_THEMES.dashboard_style }),
  });
}

// ---------------------------------------------------------------------------------------------------- CSV

export interface ParsedCsv {
  bom: boolean;
  crlf: boolean;
  header: string[];
  rows: string[][];
}

/** Parses the panel's exports: optional BOM, ';' separators, quoted cells with doubled quotes, CRLF line ends. */
export function parseCsv(raw: string, separator = ';'): ParsedCsv {
  const bom = raw.startsWith('\uFEFF');
  const text = bom ? raw.slice(1) : raw;
  const records: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      // handled by the '\n' that follows
    } else if (char === '\n') {
      row.push(cell);
      records.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    records.push(row);
  }
  const [header = [], ...rows] = records;
  // Every line break outside quoted cells is CRLF.
  const unquoted = text.replace(/"(?:[^"]|"")*"/g, '');
  return { bom, crlf: /\r\n/.test(unquoted) && !/(^|[^\r])\n/.test(unquoted), header, rows };
}
