import type { TDepositType } from '@lottery/contracts';
import { bankDepositKind } from './bank-deposit-kind.ts';
import type { TDepositKind, TDepositKindDeps } from './deposit-kind.ts';

/**
 * Every deposit kind the server has. Each part that brings one adds one line to the list (the
 * online-pay kinds, the USDT kind); a channel type with no kind is refused when finance saves it.
 */
export function depositKinds(_deps: TDepositKindDeps): readonly TDepositKind[] {
  return [bankDepositKind];
}

/** The kind that opens orders of a channel type, if any. */
export const kindFor = (kinds: readonly TDepositKind[], type: TDepositType) =>
  kinds.find((kind) => kind.types.includes(type));
