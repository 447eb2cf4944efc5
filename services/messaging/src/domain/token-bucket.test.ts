import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TokenBucket } from './token-bucket.js';

describe('TokenBucket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Starts `count` takes at once and counts how many have been served as the fake clock moves on. */
  function takers(bucket: TokenBucket, count: number) {
    let served = 0;
    for (let i = 0; i < count; i++) void bucket.take().then(() => served++);
    return () => served;
  }

  it('with a burst of one, serves no more than the rate in any second', async () => {
    const bucket = new TokenBucket(80, 1, () => Date.now());
    const served = takers(bucket, 200);

    // Waits are whole milliseconds, rounded up: a little under the rate, never over it.
    await vi.advanceTimersByTimeAsync(999);
    expect(served()).toBeLessThanOrEqual(80);
    expect(served()).toBeGreaterThanOrEqual(75);
    await vi.advanceTimersByTimeAsync(1000);
    expect(served()).toBeLessThanOrEqual(160);
    expect(served()).toBeGreaterThanOrEqual(150);
  });

  it('lets a burst through at once, then paces the rest at the rate', async () => {
    const bucket = new TokenBucket(50, 5, () => Date.now());
    const served = takers(bucket, 15);

    await vi.advanceTimersByTimeAsync(0);
    expect(served()).toBe(5);
    await vi.advanceTimersByTimeAsync(100);
    expect(served()).toBe(10);
    await vi.advanceTimersByTimeAsync(100);
    expect(served()).toBe(15);
  });
});
