/**
 * What a player picked, as JSON from the client. Each bet type uses the fields its shape names:
 * rows of balls, typed entries (单式), a set of sums or spans, position check-boxes, or two-sided
 * items. Numbers are the ball values themselves (0-9 for SSC digits, 1-11 for 11x5, ...).
 */
export interface TSelection {
  readonly rows?: readonly (readonly number[])[];
  readonly entries?: readonly string[];
  readonly sums?: readonly number[];
  readonly positions?: readonly number[];
  readonly items?: readonly string[];
}

/** Why a selection is refused; clients map the code to a message. */
export type TFaultCode =
  | 'shape' // a field the type needs is missing, or one it does not use is present
  | 'rowCount' // wrong number of rows
  | 'outOfRange' // a ball, sum or position outside the type's range
  | 'duplicate' // the same ball twice in one row, or an entry repeated
  | 'tooFew' // fewer picks than the type needs (in a row, or positions)
  | 'tooMany' // more picks than allowed
  | 'entryLength' // a typed entry of the wrong length
  | 'entryLeopard' // a typed group entry with all digits equal (组选 never takes 豹子)
  | 'entryFormat' // a typed entry with characters that are not balls
  | 'unknownItem' // a two-sided item this type does not have
  | 'noUnits'; // valid shape, but it makes no unit (e.g. 组选60 with no usable single digit)

export interface TFault {
  readonly code: TFaultCode;
  /** Which field and index, e.g. "rows[2]" or "entries[4]". */
  readonly at: string;
}

export type TValidation = { ok: true } | { ok: false; fault: TFault };

export const valid: TValidation = { ok: true };
export const fault = (code: TFaultCode, at: string): TValidation => ({
  ok: false,
  fault: { code, at },
});
