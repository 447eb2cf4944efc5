import { describe, expect, it } from 'vitest';
import { weekdayIn } from './featured-day.js';

describe('weekdayIn', () => {
  it('at 02:30 UTC on a Monday is still Sunday (0) in São Paulo', () => {
    expect(weekdayIn(new Date('2024-01-08T02:30:00Z'), 'America/Sao_Paulo')).toBe(0);
  });

  it('at 03:30 UTC on a Monday is Monday (1) in São Paulo', () => {
    expect(weekdayIn(new Date('2024-01-08T03:30:00Z'), 'America/Sao_Paulo')).toBe(1);
  });

  it('at 02:30 UTC on a Monday is Monday (1) in UTC', () => {
    expect(weekdayIn(new Date('2024-01-08T02:30:00Z'), 'UTC')).toBe(1);
  });

  it('gives Saturday as 6', () => {
    expect(weekdayIn(new Date('2024-01-13T12:00:00Z'), 'America/Sao_Paulo')).toBe(6);
  });
});
