import { type HubMessage, isTrackable, RECORD_SEPARATOR } from './messages.ts';

/**
 * One serialized record, ready for every transport. A broadcast builds one Frame and hands it to
 * every recipient, so the JSON and its UTF-8 bytes are produced once, not once per socket.
 */
export class Frame {
  private bytes: Buffer | undefined;

  constructor(
    /** The record including its trailing 0x1E. */
    readonly text: string,
    /** Counted and buffered by stateful reconnect (message types 1-5). */
    readonly isTrackable: boolean,
  ) {}

  static of(message: HubMessage): Frame {
    return new Frame(JSON.stringify(message) + RECORD_SEPARATOR, isTrackable(message.type));
  }

  get utf8(): Buffer {
    this.bytes ??= Buffer.from(this.text, 'utf8');
    return this.bytes;
  }
}
