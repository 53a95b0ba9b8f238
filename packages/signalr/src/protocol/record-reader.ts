import { ProtocolError } from './errors.ts';
import { RECORD_SEPARATOR } from './messages.ts';

/**
 * Splits incoming text into records at 0x1E. A record may arrive split across WebSocket frames or
 * POST bodies (the client's send queue joins and splits freely), so the unfinished tail is kept for
 * the next chunk. A record longer than `maxRecordLength` (ASP.NET's MaximumReceiveMessageSize,
 * 32 KB) is a protocol error, which also bounds the memory one client can pin here.
 */
export class RecordReader {
  private pending = '';

  constructor(private readonly maxRecordLength: number) {}

  /** Appends a chunk and returns the records it completes, without their separators. */
  push(chunk: string): string[] {
    const data = this.pending === '' ? chunk : this.pending + chunk;
    const records = data.split(RECORD_SEPARATOR);
    this.pending = records.pop() ?? '';
    if (this.pending.length > this.maxRecordLength) throw tooLong(this.maxRecordLength);
    for (const record of records) {
      if (record.length > this.maxRecordLength) throw tooLong(this.maxRecordLength);
    }
    return records;
  }
}

function tooLong(limit: number): ProtocolError {
  return new ProtocolError(`A message exceeded the maximum size of ${limit} characters.`);
}
