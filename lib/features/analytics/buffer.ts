/**
 * The collector's write buffer: requests only append to memory (never waiting on the database), and
 * a flush writes what has gathered in multi-row inserts, every `intervalMs` or as soon as `batchSize`
 * items wait. Bounded: when `capacity` items wait (the database is down or slow), new ones are dropped
 * and counted rather than growing the heap. Flushes never overlap; `close` writes the rest.
 */
import { outsideRequests } from '@/lib/infra/util/outside-requests.mjs';

export interface BufferOptions<T> {
  /** Writes one batch (one multi-row INSERT). A failure drops the batch (counted), never retried forever. */
  write(items: T[]): Promise<void>;
  capacity: number;
  batchSize: number;
  intervalMs: number;
  onError?(error: unknown, lost: number): void;
}

export interface BufferStats {
  waiting: number;
  written: number;
  /** Refused because the buffer was full. */
  dropped: number;
  /** Lost in a failed write. */
  failed: number;
}

export class EventBuffer<T> {
  private items: T[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> = Promise.resolve();
  private closed = false;
  readonly stats: BufferStats = { waiting: 0, written: 0, dropped: 0, failed: 0 };

  constructor(private readonly options: BufferOptions<T>) {}

  /** Appends an item; false (and counted) when the buffer is full or closed. */
  add(item: T): boolean {
    if (this.closed || this.items.length >= this.options.capacity) {
      this.stats.dropped += 1;
      return false;
    }
    this.items.push(item);
    this.stats.waiting = this.items.length;
    if (this.items.length >= this.options.batchSize) void this.flush();
    else this.schedule();
    return true;
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    // Made outside the request that added the item, so that the timer holds none of it.
    this.timer = outsideRequests(() =>
      setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, this.options.intervalMs),
    );
    this.timer.unref?.();
  }

  /** Writes everything waiting now, in batches; resolves once written (or failed). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.running = this.running.then(() => this.drain());
    return this.running;
  }

  private async drain(): Promise<void> {
    while (this.items.length > 0) {
      const batch = this.items.splice(0, this.options.batchSize);
      this.stats.waiting = this.items.length;
      try {
        await this.options.write(batch);
        this.stats.written += batch.length;
      } catch (error) {
        this.stats.failed += batch.length;
        this.options.onError?.(error, batch.length);
      }
    }
  }

  /** Takes no more items and writes the rest (shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }
}
