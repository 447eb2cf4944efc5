import { describe, expect, it } from 'vitest';
import { niceMax, shortDay } from './components/daily-sales-chart';
import { formatPercent, goalPercent } from './goal';

describe('goalPercent (spec §2: sales ÷ goal, 0 without a goal, capped at 100)', () => {
  it.each([
    [50, 100, 50],
    [147.8, 200, 73.9],
    [0, 100, 0],
    [100, 100, 100],
    [150, 100, 100],
    [3590.4, 3000, 100],
    [50, 0, 0],
    [50, -10, 0],
    [-5, 100, 0],
    ['25', '50', 50],
    [null, 100, 0],
    [10, undefined, 0],
    [Number.NaN, 100, 0],
  ])('sales %j of goal %j → %j%', (sales, goal, expected) => {
    expect(goalPercent(sales, goal)).toBeCloseTo(expected, 5);
  });

  it.each([
    [73.9, '73,9%'],
    [100, '100%'],
    [33.333, '33,3%'],
    [0, '0%'],
  ])('formats %j as %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('daily sales chart helpers', () => {
  it.each([
    [0, 100],
    [87, 100],
    [100, 100],
    [101, 200],
    [413.17, 500],
    [2400, 2500],
    [7100, 10000],
  ])('axis maximum for %j is %j', (value, expected) => {
    expect(niceMax(value)).toBe(expected);
  });

  it('labels days as dd/mm', () => {
    expect(shortDay('2025-06-06')).toBe('06/06');
    expect(shortDay('ontem')).toBe('ontem');
  });
});
