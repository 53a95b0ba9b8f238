import { Readable } from 'node:stream';
import type { TDatabase } from '../../db/database.ts';

/**
 * CSV export of a report table, streamed: the report's query runs as a server-side cursor in a
 * read-only transaction and is fetched `chunkRows` at a time, each chunk only when the reply
 * wants more (Readable backpressure), so a table of a million rows never sits in memory, and
 * every row comes from one snapshot. A client that goes away ends the cursor's transaction.
 *
 * Excel reads UTF-8 only after a byte order mark (without it, Chinese names are garbled), and
 * splits lines at CRLF inside quotes correctly; RFC 4180 quoting: a cell with a comma, a quote or
 * a line break is quoted, quotes doubled. A text cell that starts like a formula (= + - @, tab,
 * CR) gets a leading apostrophe, so a nick name of "=HYPERLINK(...)" stays text in a spreadsheet.
 * Numbers (money already in currency units) are written as numbers.
 */

export type TCsvCell = string | number | null;

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: TCsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly TCsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const utf8Bom = '\uFEFF';

export interface TCsvSpec<R> {
  header: readonly string[];
  sql: string;
  params: readonly unknown[];
  row(row: R): readonly TCsvCell[];
  chunkRows?: number;
}

class StreamCancelled extends Error {}

export function streamCsv<R>(db: TDatabase, spec: TCsvSpec<R>): Readable {
  const chunkRows = spec.chunkRows ?? 1000;
  let wanted = false;
  let cancelled = false;
  let wake: (() => void) | null = null;
  const stream = new Readable({
    read() {
      wanted = true;
      wake?.();
      wake = null;
    },
    destroy(error, callback) {
      cancelled = true;
      wake?.();
      wake = null;
      callback(error);
    },
  });
  const demand = () =>
    wanted || cancelled ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve));
  const send = (text: string) => {
    wanted = stream.push(text);
  };
  db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION READ ONLY');
    await tx.query(`DECLARE report_csv NO SCROLL CURSOR FOR ${spec.sql}`, spec.params);
    send(utf8Bom + csvLine(spec.header));
    for (;;) {
      await demand();
      if (cancelled) throw new StreamCancelled();
      const rows = await tx.query<R>(`FETCH ${chunkRows} FROM report_csv`);
      if (rows.length > 0) send(rows.map((row) => csvLine(spec.row(row))).join(''));
      if (rows.length < chunkRows) return;
    }
  }).then(
    () => stream.push(null),
    (error: unknown) => {
      if (!(error instanceof StreamCancelled)) stream.destroy(error as Error);
    },
  );
  return stream;
}
