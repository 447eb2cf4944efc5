/**
 * At most `ratePerSecond` takes per second on average, in bursts of at most `burst` (WHATSAPP_MAX_PER_SECOND: Meta's
 * throughput per business number). Takers wait their turn in order.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst = ratePerSecond,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Resolves when a token is taken. */
  take(): Promise<void> {
    const turn = this.queue.then(() => this.takeNow());
    this.queue = turn;
    return turn;
  }

  private async takeNow(): Promise<void> {
    for (;;) {
      const now = this.now();
      this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) * this.ratePerSecond) / 1000);
      this.last = now;
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      const waitMs = ((1 - this.tokens) * 1000) / this.ratePerSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(waitMs)));
    }
  }
}
