import {
  thousandthsToNumber,
  transferPointTypes,
  transferTypes,
  type TAgentTransferKind,
  type TTransferType,
} from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { hasFlag, type TStateFlag } from '../../auth/state-flags.ts';

/** The receiver's state flag that allows each transfer type (SPEC §6). */
const receiverFlagOf: Readonly<Record<TTransferType, TStateFlag>> = {
  [transferTypes.deposit]: 'transferDepositAllowed',
  [transferTypes.activity]: 'transferActivityAllowed',
  [transferTypes.dividend]: 'transferDividendAllowed',
  [transferTypes.other]: 'transferOtherAllowed',
  [transferTypes.super]: 'transferSuperAllowed',
  [transferTypes.dailyPay]: 'transferDailyPayAllowed',
};

const kindCodes: Readonly<Record<TAgentTransferKind, number>> = {
  TransferPoint: 1,
  SuperTransferPoint: 2,
  DepositFromWallet: 3,
};
export const kindCode = (kind: TAgentTransferKind) => kindCodes[kind];
export const kindOfCode = (code: number): TAgentTransferKind => {
  const kind = (Object.keys(kindCodes) as TAgentTransferKind[]).find((k) => kindCodes[k] === code);
  if (!kind) throw new Error(`agent transfer kind ${code} is unknown`);
  return kind;
};

/**
 * Transfer points pay the members an agent deals with (dividends, daily pay and activity rewards
 * are agreed with direct members): direct members only. Super transfers and deposits from the
 * wallet reach any depth of the team (SPEC §5 "direct descendant only for some types").
 */
export const scopeOf = (kind: TAgentTransferKind): 'direct' | 'team' =>
  kind === 'TransferPoint' ? 'direct' : 'team';

/** The transfer type a request carries: chosen for a transfer point, implied by the other kinds. */
export function transferTypeOf(
  kind: TAgentTransferKind,
  type: number | undefined,
): TResult<TTransferType> {
  if (kind === 'SuperTransferPoint') return succeed(transferTypes.super);
  if (kind === 'DepositFromWallet') return succeed(transferTypes.deposit);
  const chosen = transferPointTypes.find((allowed) => allowed === type);
  return chosen === undefined ? fail('TransferTypeRequired') : succeed(chosen);
}

export interface TSenderState {
  flags: number;
  /** The kinds the sender's privileges allow now (Privileges/Get). */
  kinds: readonly TAgentTransferKind[];
}

/** The sender's own refusals, before anything about the receiver (SPEC §8). */
export function checkSender(
  sender: TSenderState,
  kind: TAgentTransferKind,
  amount: bigint,
): TResult<void> {
  if (hasFlag(sender.flags, 'fundsFrozen')) return fail('TransferFundsFrozen');
  if (hasFlag(sender.flags, 'withdrawDisabled')) return fail('TransferWithdrawDisabled');
  if (!sender.kinds.includes(kind)) return fail('TransferNotPermitted');
  if (amount <= 0n) return fail('TransferAmountZero');
  return succeed(undefined);
}

/** Whether the receiver's flags take a transfer of this type (a deposit also needs deposits on). */
export function receiverAccepts(
  receiverFlags: number,
  kind: TAgentTransferKind,
  type: TTransferType,
): boolean {
  if (kind === 'DepositFromWallet' && hasFlag(receiverFlags, 'depositDisabled')) return false;
  return hasFlag(receiverFlags, receiverFlagOf[type]);
}

/** The money refusals: the sender's open turnover requirement, then its balance. */
export function checkFunds(
  funds: { balance: bigint; turnoverRemaining: bigint },
  amount: bigint,
): TResult<void> {
  if (funds.turnoverRemaining > 0n)
    return fail('TransferBelowRequiredBetVolume', {
      remaining: thousandthsToNumber(funds.turnoverRemaining),
    });
  if (funds.balance < amount)
    return fail('TransferNotEnoughFunds', { balance: thousandthsToNumber(funds.balance) });
  return succeed(undefined);
}

/** The receiver's name as the sender types it: case and surrounding or inner spacing aside. */
const normalName = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
export const namesMatch = (typed: string, actual: string) =>
  normalName(typed) === normalName(actual) && normalName(actual) !== '';
