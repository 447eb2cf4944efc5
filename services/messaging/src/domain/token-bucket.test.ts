import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket.js';

describe('TokenBucket', () => {
  it('lets a burst through at once and then paces takes at the rate', async () => {
    const bucket = new TokenBucket(50, 5);
    const started = performance.now();
    for (let i = 0; i < 5; i++) await bucket.take();
    const burstMs = performance.now() - started;
    for (let i = 0; i < 10; i++) await bucket.take();
    const totalMs = performance.now() - started;

    expect(burstMs).toBeLessThan(15);
    // 10 more tokens at 50/s take about 200 ms.
    expect(totalMs).toBeGreaterThanOrEqual(180);
    expect(totalMs).toBeLessThan(400);
  });

  it('serves concurrent takers without giving out more tokens than the rate allows', async () => {
    const bucket = new TokenBucket(100, 1);
    const started = performance.now();
    await Promise.all(Array.from({ length: 11 }, () => bucket.take()));

    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
  });
});
