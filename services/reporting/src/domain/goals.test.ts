import { describe, expect, it } from 'vitest';
import { parseGoal, validateGoals } from './goals.js';

describe('parseGoal', () => {
  it.each([
    ['1500', '1500.00'],
    ['1500.5', '1500.50'],
    ['1500,50', '1500.50'],
    [' 0 ', '0.00'],
    ['007.10', '7.10'],
  ])('reads %j as %j', (input, expected) => {
    expect(parseGoal(input, 'Meta diária')).toBe(expected);
  });

  it.each([
    ['', 'Meta diária é obrigatória'],
    ['-10', 'Meta diária não pode ser negativa'],
    ['abc', 'Meta diária deve ser um número'],
    ['1.2.3', 'Meta diária deve ser um número'],
    ['10.555', 'Meta diária deve ter no máximo duas casas decimais'],
    ['12345678901', 'Meta diária é grande demais'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(() => parseGoal(input, 'Meta diária')).toThrow(message);
  });
});

describe('validateGoals', () => {
  it('names the monthly goal in its own error', () => {
    expect(() => validateGoals({ daily_goal: '10', monthly_goal: 'x' })).toThrow('Meta mensal deve ser um número');
  });
});
