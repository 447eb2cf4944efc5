import type { Client, Ritual } from '../lib/domain-types';

// Travels in router state (kept in window.history, so a reload of the page keeps it).
export interface PaymentNavigationState {
  client: Client;
  ritual: Ritual;
  orderToken: string;
}

export interface ThankYouNavigationState {
  client: Client;
  ritual: Ritual;
  /** The receiving bank (PSP) confirmed the payment. */
  confirmedByBank?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function hasClientAndRitual(state: unknown): state is ThankYouNavigationState {
  return (
    isObject(state) &&
    isObject(state.client) &&
    state.client.id !== undefined &&
    isObject(state.ritual) &&
    typeof state.ritual.name === 'string'
  );
}

export function readPaymentState(state: unknown): PaymentNavigationState | null {
  if (!hasClientAndRitual(state)) return null;
  const { orderToken } = state as unknown as { orderToken?: unknown };
  return { ...state, orderToken: typeof orderToken === 'string' ? orderToken : '' };
}

export function readThankYouState(state: unknown): ThankYouNavigationState | null {
  if (!hasClientAndRitual(state)) return null;
  return { client: state.client, ritual: state.ritual, confirmedByBank: state.confirmedByBank === true };
}
