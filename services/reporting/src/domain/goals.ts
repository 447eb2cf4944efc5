import { invalidArgument } from '@ritual/runtime';

export interface Goals {
  daily_goal: string;
  monthly_goal: string;
}

export const DEFAULT_GOALS: Goals = { daily_goal: '0.00', monthly_goal: '0.00' };

// numeric(12, 2): ten digits before the decimal point.
const MAX_INTEGER_DIGITS = 10;

/** "1500", "1500.5" or "1500,50" → "1500.50"; anything else is a pt-BR error naming the goal. */
export function parseGoal(value: string, label: string): string {
  const text = value.trim().replace(/^(\d+),(\d+)$/, '$1.$2');
  if (!text) throw invalidArgument(`${label} é obrigatória`);
  if (/^-\s*\d/.test(text)) throw invalidArgument(`${label} não pode ser negativa`);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw invalidArgument(`${label} deve ser um número`);
  const integer = match[1]!.replace(/^0+(?=\d)/, '');
  const decimals = match[2] ?? '';
  if (decimals.length > 2) throw invalidArgument(`${label} deve ter no máximo duas casas decimais`);
  if (integer.length > MAX_INTEGER_DIGITS) throw invalidArgument(`${label} é grande demais`);
  return `${integer}.${decimals.padEnd(2, '0')}`;
}

export function validateGoals(input: Goals): Goals {
  return {
    daily_goal: parseGoal(input.daily_goal, 'Meta diária'),
    monthly_goal: parseGoal(input.monthly_goal, 'Meta mensal'),
  };
}
