import { ProtocolError } from '../protocol/errors.ts';

/**
 * Unread items one upload stream may hold. ASP.NET holds 10 and stops reading the socket; we
 * cannot pause one stream of a shared transport, so a client that outruns its method this far is
 * dropped as misbehaving instead.
 */
const MAX_UNREAD_ITEMS = 1_000;

/**
 * A client-to-server stream (`streamIds` on an invocation): StreamItem messages feed it, a
 * Completion ends it. The hub method receives it as an AsyncIterable argument.
 */
export class UploadStream implements AsyncIterable<unknown> {
  private readonly items: unknown[] = [];
  private isDone = false;
  private error: Error | null = null;
  private wake: (() => void) | null = null;

  push(item: unknown): void {
    if (this.isDone) return;
    if (this.items.length >= MAX_UNREAD_ITEMS) {
      throw new ProtocolError('An upload stream exceeded its buffer.');
    }
    this.items.push(item);
    this.notify();
  }

  complete(error?: string): void {
    if (this.isDone) return;
    this.isDone = true;
    if (error !== undefined) this.error = new Error(error);
    this.notify();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<unknown> {
    for (;;) {
      if (this.items.length > 0) {
        yield this.items.shift();
        continue;
      }
      if (this.error) throw this.error;
      if (this.isDone) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}
