import type { TNames } from './names.ts';

export type TFamilyId =
  | 'ssc'
  | '11x5'
  | 'k3'
  | 'pk10'
  | 'keno'
  | 'happy10'
  | '3d'
  | 'p5'
  | 'marksix'
  | 'lucky28'
  | 'hash';

/** A family's winning number: how many balls, their range, and whether they repeat. */
export interface TDrawFormat {
  readonly length: number;
  readonly min: number;
  readonly max: number;
  /** No ball twice (11x5, PK10, Keno, Happy 10, Mark Six). */
  readonly distinct: boolean;
  /** Order matters for bets (SSC positions); false when the draw is judged as a set (Keno). */
  readonly ordered: boolean;
}

export interface TFamily {
  readonly id: TFamilyId;
  readonly name: TNames;
  readonly draw: TDrawFormat;
}
