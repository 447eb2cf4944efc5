// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import type { LayoutKey, Party } from './people.js';

/** What one receipt says, before a bank's layout formats it. */
export interface ReceiptFacts {
  layout: LayoutKey;
  amountCents: number;
  /** When the Pix was paid (or, for a scheduled one, when it was scheduled), ISO in UTC. */
  at: string;
  /** For a scheduled Pix: the day it is due, YYYY-MM-DD. */
  scheduledFor?: string;
  recipient: Party;
  payer: Party;
  /** The bank cuts the recipient's name. */
  truncatedName: boolean;
  /** The recipient's Pix key as the store configured it, when the receipt shows it. */
  recipientKey?: string;
  description?: string;
  endToEndId: string;
  /** The bank's own authentication / control code (32 upper-case hex). */
  authentication: string;
  /** The bank's own operation number (digits). */
  operation: string;
}

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

/** São Paulo has kept UTC-3 all year since 2019. */
export function saoPaulo(iso: string): LocalTime {
  const local = new Date(Date.parse(iso) - 3 * 3_600_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** "1.234,56" */
export function brl(cents: number): string {
  const int = Math.floor(cents / 100);
  const rest = pad2(cents % 100);
  return `${String(int).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${rest}`;
}
