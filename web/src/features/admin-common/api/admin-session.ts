/** Spec §6: the admin token lives in localStorage under `adminToken`. */
export const ADMIN_TOKEN_KEY = 'adminToken';

export function readAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeAdminToken(token: string): void {
  try {
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Storage unavailable (private mode): the session lasts until the tab closes.
  }
}

export function clearAdminToken(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called whenever an admin call answers 401; the auth provider signs out. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function reportUnauthorized(): void {
  for (const listener of [...unauthorizedListeners]) listener();
}

export { TWO_FACTOR_SETUP_REQUIRED } from '@ritual/contracts/http/texts';

const setupRequiredListeners = new Set<Listener>();

/** Called whenever an admin call answers that 403; the panel sends the admin to set two-step sign-in up. */
export function onTwoFactorSetupRequired(listener: Listener): () => void {
  setupRequiredListeners.add(listener);
  return () => setupRequiredListeners.delete(listener);
}

export function reportTwoFactorSetupRequired(): void {
  for (const listener of [...setupRequiredListeners]) listener();
}
