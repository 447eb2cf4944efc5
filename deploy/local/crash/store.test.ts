import { describe, expect, it } from 'vitest';
import { type Dashboard, dashboardGrowth } from './store.js';

const reading = (day: string, sales: number, month: number): Dashboard => ({
  day,
  salesCents: sales,
  commissionCents: sales / 10,
  monthSalesCents: month,
  monthCommissionCents: month / 10,
});

describe('dashboardGrowth', () => {
  it('reads the daily figures within one store day', () => {
    expect(dashboardGrowth(reading('2026-11-26', 1000, 9000), reading('2026-11-26', 5990, 13990))).toEqual({
      salesCents: 4990,
      commissionCents: 499,
    });
  });

  it('reads the monthly figures when the store’s midnight fell during the test, where the daily ones start again', () => {
    // Sales of 4990 before midnight and 4990 after: the daily figure went from 1000 to 4990, as if nothing grew.
    const before = reading('2026-11-26', 1000, 9000);
    const after = reading('2026-11-27', 4990, 18980);

    expect(dashboardGrowth(before, after)).toEqual({ salesCents: 9980, commissionCents: 998 });
  });

  it('refuses to guess when the month changed too', () => {
    expect(() => dashboardGrowth(reading('2026-11-30', 1000, 9000), reading('2026-12-01', 10, 10))).toThrow(
      /month changed/,
    );
  });
});
