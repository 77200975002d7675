/**
 * Collects items submitted by concurrent requests and hands them to `flush` together: one
 * multi-row insert or one bulk enqueue instead of one round trip each. A batch closes when it is
 * full or at the end of the current turn of the event loop (setImmediate), so a lone request
 * waits for no timer. Every submitter gets its own result, or the batch's error.
 */
export class MicroBatcher<I, O> {
  private pending: { item: I; resolve: (value: O) => void; reject: (err: unknown) => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly flush: (items: I[]) => Promise<O[]>,
    private readonly maxSize = 200,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.maxSize) this.drain();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.drain());
      }
    });
  }

  private drain(): void {
    this.scheduled = false;
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    this.flush(batch.map((p) => p.item)).then(
      (results) => {
        if (results.length !== batch.length) {
          const err = new Error(`batch flush returned ${results.length} results for ${batch.length} items`);
          for (const p of batch) p.reject(err);
          return;
        }
        batch.forEach((p, i) => p.resolve(results[i]!));
      },
      (err: unknown) => {
        for (const p of batch) p.reject(err);
      },
    );
  }
}
