import type { Logger } from 'pino';

/**
 * Collects items and writes them together in the background: at most every `intervalMs`, or as
 * soon as `maxSize` items wait. Callers do not wait for the write. For bookkeeping whose delay or
 * loss only costs a redundant retry (an outbox row deleted late is re-enqueued by the reconciler
 * and processed again by idempotent processors), so many items share one round trip instead of
 * each job paying its own. A failed write keeps its items for the next attempt.
 */
export class BackgroundBatch<I> {
  private pending: I[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly write: (items: I[]) => Promise<unknown>,
    private readonly log: Logger,
    private readonly intervalMs = 50,
    private readonly maxSize = 1_000,
    /** items kept across failed writes; beyond it the oldest are dropped (the reconciler has them) */
    private readonly maxPending = 100_000,
  ) {}

  add(item: I): void {
    this.pending.push(item);
    if (this.pending.length >= this.maxSize) void this.flush();
    else if (this.timer === null) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
  }

  /** Writes everything waiting now; resolves when it is written (or the write failed and was logged). */
  async flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.running) await this.running;
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    const running = this.write(batch).then(
      () => undefined,
      (err: unknown) => {
        this.log.warn({ err, items: batch.length }, 'background batch write failed; retrying with the next batch');
        this.pending = [...batch, ...this.pending].slice(-this.maxPending);
        if (this.timer === null) {
          this.timer = setTimeout(() => void this.flush(), this.intervalMs * 20);
          this.timer.unref();
        }
      },
    );
    this.running = running;
    await running;
    // a flush that started while this one waited owns `running` now
    if (this.running === running) this.running = null;
  }
}
