import { describe, expect, it } from 'vitest';
import { newEvent } from './envelope.js';

describe('newEvent', () => {
  it('gives events made one after another strictly increasing times, even within one millisecond', () => {
    const times = Array.from({ length: 50 }, (_, seq) => newEvent('orders.created', { seq }).occurred_at);

    const sorted = [...times].sort();
    expect(sorted).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
    expect(Math.abs(Date.parse(times[0]!) - Date.now())).toBeLessThan(1000);
  });
});
