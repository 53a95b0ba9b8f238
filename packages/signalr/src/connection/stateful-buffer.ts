import { type Frame } from '../protocol/frame.ts';

/**
 * Sequence accounting for stateful reconnect, both directions (HubProtocol.md, "Stateful
 * Reconnect"; the same rules as the JS client's MessageBuffer). Trackable messages (types 1-5)
 * are numbered from 1 on each side; Ping, Close, Ack and Sequence never are.
 *
 * Outgoing frames are kept until the client acks them, up to `limitChars` (100,000 by default,
 * the client's own default, counted like the client as string length). A client that lets more
 * pile up has lost the guarantee: the buffer is dropped and the connection, once its socket goes,
 * ends instead of waiting for a reattach (the client then does a full reconnect). The alternative,
 * ASP.NET's backpressure, would block every broadcast on the slowest stateful client.
 */
export class StatefulBuffer {
  private nextSendId = 1;
  private frames: { id: number; frame: Frame }[] = [];
  private bufferedChars = 0;
  private overflowed = false;

  private nextReceiveId = 1;
  private latestReceivedId = 0;
  private lastAckedId = 0;
  private awaitingSequence = false;

  constructor(private readonly limitChars: number) {}

  get isOverflowed(): boolean {
    return this.overflowed;
  }

  get isAwaitingSequence(): boolean {
    return this.awaitingSequence;
  }

  /** Numbers an outgoing trackable frame and keeps it until acked. */
  track(frame: Frame): void {
    const id = this.nextSendId++;
    if (this.overflowed) return;
    this.frames.push({ id, frame });
    this.bufferedChars += frame.text.length;
    if (this.bufferedChars > this.limitChars) {
      this.overflowed = true;
      this.frames = [];
      this.bufferedChars = 0;
    }
  }

  /** The client processed everything up to `sequenceId`. */
  ack(sequenceId: number): void {
    let count = 0;
    while (count < this.frames.length && this.frames[count]!.id <= sequenceId) {
      this.bufferedChars -= this.frames[count]!.frame.text.length;
      count++;
    }
    if (count > 0) this.frames = this.frames.slice(count);
  }

  /**
   * On a reattach: ignore input until the client's Sequence, and return our own Sequence id (the
   * oldest unacked, else the next) with the frames to resend.
   */
  reattach(): { sequenceId: number; frames: Frame[] } {
    this.awaitingSequence = true;
    return {
      sequenceId: this.frames[0]?.id ?? this.nextSendId,
      frames: this.frames.map((entry) => entry.frame),
    };
  }

  /** The client's Sequence: it resends from `sequenceId`. False when that skips messages. */
  resetSequence(sequenceId: number): boolean {
    if (sequenceId > this.nextReceiveId) return false;
    this.nextReceiveId = sequenceId;
    this.awaitingSequence = false;
    return true;
  }

  /** Counts an incoming trackable message; false for a duplicate resent after a reattach. */
  shouldProcess(): boolean {
    const id = this.nextReceiveId++;
    if (id <= this.latestReceivedId) return false;
    this.latestReceivedId = id;
    return true;
  }

  /** The id to ack now, if anything arrived since the last ack (the heartbeat sends it, ~1 s). */
  takeAck(): number | null {
    if (this.latestReceivedId <= this.lastAckedId) return null;
    this.lastAckedId = this.latestReceivedId;
    return this.lastAckedId;
  }
}
