/**
 * Which characters of a block hash give the 5 SSC digits (deriveHashDraw in packages/lottery):
 * read from the end, skip a-f, the last 5 decimal digits, kept in reading order. For the
 * explanation and the verifier to highlight. A hash with fewer than 5 decimal digits (about one
 * in 10^21) is extended by SHA-256 before reading; `isExtended` says so.
 */
export interface THashDigitMarks {
  marks: { char: string; isTaken: boolean }[];
  isExtended: boolean;
}

export function hashDigitMarks(hash: string, count = 5): THashDigitMarks {
  const marks = Array.from(hash.toLowerCase(), (char) => ({ char, isTaken: false }));
  let taken = 0;
  for (let i = marks.length - 1; i >= 0 && taken < count; i -= 1) {
    const mark = marks[i];
    if (mark && mark.char >= '0' && mark.char <= '9') {
      mark.isTaken = true;
      taken += 1;
    }
  }
  return { marks, isExtended: taken < count };
}
