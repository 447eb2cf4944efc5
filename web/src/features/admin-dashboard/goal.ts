/** Spec §2: progress is sales ÷ goal, 0 when the goal is 0 (or missing), capped at 100 percent. */
export function goalPercent(sales: number | string | null | undefined, goal: number | string | null | undefined) {
  const amount = Number(sales) || 0;
  const target = Number(goal) || 0;
  if (target <= 0 || amount <= 0) return 0;
  return Math.min(100, (amount / target) * 100);
}

const percentFormatter = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "45,5%". */
export const formatPercent = (value: number) => `${percentFormatter.format(value)}%`;
