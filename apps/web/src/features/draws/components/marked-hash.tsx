import { hashDigitMarks } from '../logic/hash-digit-marks.ts';

/** A block hash with the characters that give the 5 digits highlighted (decorative emphasis). */
export function MarkedHash({ hash }: { hash: string }) {
  const { marks } = hashDigitMarks(hash);
  return (
    <code className="marked-hash">
      {marks.map((mark, i) =>
        mark.isTaken ? (
          <mark key={i} className="hash-digit">
            {mark.char}
          </mark>
        ) : (
          <span key={i}>{mark.char}</span>
        ),
      )}
    </code>
  );
}
