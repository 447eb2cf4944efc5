import { describe, expect, it } from 'vitest';
import { formatMoney, storeWeekdayIndex, WEEKDAY_NAMES, weekdayName } from './format';

describe('formatMoney', () => {
  it.each([
    [49.9, 'R$ 49,90'],
    [1234.5, 'R$ 1.234,50'],
    [0, 'R$ 0,00'],
    ['97', 'R$ 97,00'],
  ])('when given %s, shows it as Brazilian reais with two decimals', (value, expected) => {
    // Intl puts a no-break space between the symbol and the number.
    expect(formatMoney(value).replace(/\s/g, ' ')).toBe(expected);
  });
});

describe('weekday names', () => {
  it('when asked for 0 to 6, gives the Portuguese names starting on Sunday', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(weekdayName)).toEqual([
      'Domingo',
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
    ]);
    expect(WEEKDAY_NAMES).toHaveLength(7);
  });

  it('when it is already Saturday in UTC but still Friday in São Paulo, uses the store day', () => {
    expect(storeWeekdayIndex(new Date('2025-06-07T01:30:00Z'))).toBe(5);
  });
});
