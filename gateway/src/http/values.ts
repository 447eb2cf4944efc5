/** Services carry money as exact decimal strings; the wire (spec §7) carries JSON numbers. */
export function money(value: string): number {
  return Number(value || 0);
}
