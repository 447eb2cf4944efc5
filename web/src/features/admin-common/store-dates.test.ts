import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateFilterRange,
  endOfStoreDay,
  formatStoreDate,
  formatStoreDateTime,
  formatStoreTime,
  isWithin,
  parseInputDate,
  startOfStoreDay,
  storeDateOf,
  storeTodayStamp,
} from './store-dates';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('store calendar (America/Sao_Paulo)', () => {
  it.each([
    // UTC instant → the São Paulo calendar day (UTC−3)
    ['2025-06-06T02:59:59.999Z', { year: 2025, month: 6, day: 5 }],
    ['2025-06-06T03:00:00.000Z', { year: 2025, month: 6, day: 6 }],
    ['2025-07-01T02:30:00Z', { year: 2025, month: 6, day: 30 }],
    ['2026-01-01T02:00:00Z', { year: 2025, month: 12, day: 31 }],
  ])('%s is on %o in the store', (instant, expected) => {
    expect(storeDateOf(new Date(instant))).toEqual(expected);
  });

  it.each([
    [{ year: 2025, month: 6, day: 6 }, '2025-06-06T03:00:00.000Z', '2025-06-07T02:59:59.999Z'],
    [{ year: 2024, month: 2, day: 29 }, '2024-02-29T03:00:00.000Z', '2024-03-01T02:59:59.999Z'],
    // 2018: Brazil still had daylight saving time (UTC−2 from 4 Nov 2018).
    [{ year: 2018, month: 11, day: 4 }, '2018-11-04T03:00:00.000Z', '2018-11-05T01:59:59.999Z'],
    [{ year: 2018, month: 12, day: 25 }, '2018-12-25T02:00:00.000Z', '2018-12-26T01:59:59.999Z'],
  ])('day %o runs from %s to %s', (day, start, end) => {
    expect(iso(startOfStoreDay(day))).toBe(start);
    expect(iso(endOfStoreDay(day))).toBe(end);
  });

  it.each([
    [{ year: 2025, month: 1, day: 31 }, 1, { year: 2025, month: 2, day: 1 }],
    [{ year: 2025, month: 3, day: 1 }, -1, { year: 2025, month: 2, day: 28 }],
    [{ year: 2025, month: 1, day: 1 }, -1, { year: 2024, month: 12, day: 31 }],
  ])('%o plus %i day(s) is %o', (date, days, expected) => {
    expect(addDays(date, days)).toEqual(expected);
  });
});

describe('dateFilterRange (spec §5 date filters)', () => {
  it.each([
    // [now (UTC), preset, start, end]
    ['2025-06-06T15:00:00Z', 'today', '2025-06-06T03:00:00.000Z', '2025-06-07T02:59:59.999Z'],
    // 01:00 UTC on the 7th is still the 6th in São Paulo.
    ['2025-06-07T01:00:00Z', 'today', '2025-06-06T03:00:00.000Z', '2025-06-07T02:59:59.999Z'],
    ['2025-06-06T15:00:00Z', 'yesterday', '2025-06-05T03:00:00.000Z', '2025-06-06T02:59:59.999Z'],
    // Yesterday across a month boundary.
    ['2025-07-01T12:00:00Z', 'yesterday', '2025-06-30T03:00:00.000Z', '2025-07-01T02:59:59.999Z'],
    // Last 7 days: today and the 6 days before.
    ['2025-06-06T15:00:00Z', 'last7', '2025-05-31T03:00:00.000Z', '2025-06-07T02:59:59.999Z'],
    ['2025-03-02T12:00:00Z', 'last7', '2025-02-24T03:00:00.000Z', '2025-03-03T02:59:59.999Z'],
    // Last month: the previous calendar month, whole.
    ['2025-06-06T15:00:00Z', 'lastMonth', '2025-05-01T03:00:00.000Z', '2025-06-01T02:59:59.999Z'],
    ['2025-03-15T12:00:00Z', 'lastMonth', '2025-02-01T03:00:00.000Z', '2025-03-01T02:59:59.999Z'],
    // January → December of the year before.
    ['2025-01-10T12:00:00Z', 'lastMonth', '2024-12-01T03:00:00.000Z', '2025-01-01T02:59:59.999Z'],
    // 1 July 01:00 UTC is still 30 June in the store: last month is May.
    ['2025-07-01T01:00:00Z', 'lastMonth', '2025-05-01T03:00:00.000Z', '2025-06-01T02:59:59.999Z'],
    ['2025-06-06T15:00:00Z', 'all', null, null],
  ] as const)('at %s, %s is [%s, %s]', (now, preset, start, end) => {
    const range = dateFilterRange({ preset }, new Date(now));
    expect(iso(range.start)).toBe(start);
    expect(iso(range.end)).toBe(end);
  });

  it.each([
    [{ from: '2025-06-01', to: '2025-06-30' }, '2025-06-01T03:00:00.000Z', '2025-07-01T02:59:59.999Z'],
    [{ from: '2025-06-10', to: '' }, '2025-06-10T03:00:00.000Z', null],
    [{ from: '', to: '2025-06-10' }, null, '2025-06-11T02:59:59.999Z'],
    [{ from: '2025-02-30', to: 'x' }, null, null],
  ])('custom %o is [%s, %s]', (custom, start, end) => {
    const range = dateFilterRange({ preset: 'custom', ...custom });
    expect(iso(range.start)).toBe(start);
    expect(iso(range.end)).toBe(end);
  });

  it.each([
    ['2025-06-06T02:59:59.999Z', false],
    ['2025-06-06T03:00:00.000Z', true],
    ['2025-06-07T02:59:59.999Z', true],
    ['2025-06-07T03:00:00.000Z', false],
    ['not a date', false],
  ])('"today" on 6 June includes an order at %s: %s', (createdAt, expected) => {
    expect(isWithin(dateFilterRange({ preset: 'today' }, new Date('2025-06-06T15:00:00Z')), createdAt)).toBe(expected);
  });

  it('an unbounded range includes anything', () => {
    expect(isWithin({ start: null, end: null }, 'whatever')).toBe(true);
  });
});

describe('formatting in the store time zone', () => {
  it.each([
    ['2025-06-06T02:30:00Z', '05/06/2025', '23:30'],
    ['2025-12-31T23:59:00Z', '31/12/2025', '20:59'],
  ])('%s shows as %s %s', (instant, date, time) => {
    expect(formatStoreDate(instant)).toBe(date);
    expect(formatStoreTime(instant)).toBe(time);
    expect(formatStoreDateTime(instant)).toBe(`${date} ${time}`);
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatStoreDate('')).toBe('');
    expect(formatStoreDateTime('ontem')).toBe('');
  });

  it('stamps file names with the store day', () => {
    expect(storeTodayStamp(new Date('2025-07-01T01:00:00Z'))).toBe('2025-06-30');
  });

  it.each([
    ['2025-06-06', { year: 2025, month: 6, day: 6 }],
    ['2025-02-29', null],
    ['06/06/2025', null],
  ])('parses the date input value %s', (value, expected) => {
    expect(parseInputDate(value)).toEqual(expected);
  });
});
