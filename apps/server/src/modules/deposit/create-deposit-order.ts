import {
  depositStates,
  depositTypes,
  errorCatalogue,
  type TDepositOrderView,
  type TErrorName,
} from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import type { TQueryable } from '../../db/database.ts';
import { idempotentRequest } from '../../platform/idempotency.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TSession } from '../../platform/route.ts';
import { channelById } from './channel-by-id.ts';
import { isOpenAt } from './channel-hours.ts';
import type { TDepositChannel } from './deposit-channel-row.ts';
import type { TDepositDeps } from './deposit-deps.ts';
import type { TDepositOpening } from './deposit-kinds/deposit-kind.ts';
import { kindFor } from './deposit-kinds/index.ts';
import { insertDepositOrder } from './insert-deposit-order.ts';
import { hasBoundBankCard } from './has-bound-bank-card.ts';
import { matchingAmount } from './matching-amount.ts';
import { readOwnOrder, toOrderView, type TOrderWithChannel } from './order-view.ts';
import { channelForPlayer } from './player-channels.ts';
import { depositAllowed, siteMinuteOfDay } from './player-state.ts';

export interface TCreateDeposit {
  channelId: number;
  amount: bigint;
  depositorName: string | null;
  depositorBank: string | null;
}

/** Who cancels an order its channel could not open (the player is answered, not notified). */
const channelCancel = 'channel';

/**
 * POST /api/DepositRequest/Create. Two steps, because the channel's kind may ask an outside party:
 * 1. In the request's idempotent transaction: every check of SPEC §5, then the order is written
 *    in state createOrder (the unique index keeps one unfinished order per player) and committed.
 * 2. Outside any transaction, the kind opens it (bank instructions, a gateway's page, a chain
 *    address); its answer is stored in a second, state-guarded transaction, or the order is
 *    cancelled with the kind's refusal, which is then the answer.
 * A retry with the same Idempotency-Key replays step 1's order and finishes step 2 if a crash
 * interrupted it, or answers the refusal stored on the cancelled order.
 */
export async function createDepositOrder(
  deps: TDepositDeps,
  input: { session: TSession; request: FastifyRequest; body: unknown },
  create: TCreateDeposit,
): Promise<TResult<TDepositOrderView>> {
  const { userId } = input.session;
  const created = await idempotentRequest(deps, input, 'DepositRequest/Create', (tx) =>
    writeOrder(deps, tx, userId, create),
  );
  if (!created.ok) return created;
  const order = await readOwnOrder(deps.db, userId, BigInt(created.value.orderId));
  if (!order) return fail('DepositOrderNotFound');
  return openOrder(deps, order);
}

async function writeOrder(
  deps: TDepositDeps,
  tx: TQueryable,
  userId: number,
  create: TCreateDeposit,
): Promise<TResult<{ orderId: string }>> {
  const now = deps.clock.now();
  if (!(await depositAllowed(tx, userId))) return fail('DepositDisabled');
  const channel = await channelForPlayer(tx, userId, create.channelId);
  if (!channel || !kindFor(deps.kinds, channel.type)) return fail('DepositChannelDisabled');
  const refused = await refusal(tx, userId, channel, create, now);
  if (refused) return refused;
  const amount = channel.addMatchingThousandths
    ? await matchingAmount(tx, channel, create.amount)
    : create.amount;
  const order = await insertDepositOrder(tx, {
    userId,
    channel,
    amount,
    depositorName: create.depositorName,
    now,
  });
  if (!order) return fail('DepositStillPending');
  return succeed({ orderId: String(order.id) });
}

/** The first of SPEC §8's deposit results the request meets, if any. */
async function refusal(
  tx: TQueryable,
  userId: number,
  channel: TDepositChannel,
  create: TCreateDeposit,
  now: number,
) {
  if (!isOpenAt(channel, await siteMinuteOfDay(tx, now))) return fail('DepositChannelClosed');
  if (create.amount < channel.minAmount || create.amount > channel.maxAmount)
    return fail('DepositAmountOutOfRange');
  if (channel.type === depositTypes.bank && !create.depositorName)
    return fail('DepositorNameRequired');
  const allowedBanks = channel.settings['allowedBanks'];
  if (
    Array.isArray(allowedBanks) &&
    allowedBanks.length > 0 &&
    !allowedBanks.includes(create.depositorBank)
  )
    return fail('DepositBankDisallowed');
  if (channel.requiresBoundCard && !(await hasBoundBankCard(tx, userId)))
    return fail('DepositNoBankCard');
  return null;
}

/** Step 2 (see createDepositOrder); also what a replay of the request does. */
async function openOrder(
  deps: TDepositDeps,
  order: TOrderWithChannel,
): Promise<TResult<TDepositOrderView>> {
  if (order.state === depositStates.cancel && order.decidedBy === channelCancel)
    return fail(storedRefusal(order.cancelReason));
  if (order.state !== depositStates.createOrder)
    return succeed(toOrderView(order, order.channelName));
  const channel = await channelById(deps.db, order.channelId);
  const kind = channel && kindFor(deps.kinds, channel.type);
  const now = deps.clock.now();
  const opened: TResult<TDepositOpening> = kind
    ? await kind.open({ order, channel, now }).catch(() => fail('DepositChannelMatching'))
    : fail('DepositChannelMatching');
  if (opened.ok) await storeOpening(deps.db, order.id, opened.value);
  else
    await deps.db.query(
      `UPDATE deposit_orders SET state = $2, cancel_reason = $3, decided_by = $4, decided_at = $5
        WHERE id = $1 AND state = $6`,
      [order.id, depositStates.cancel, opened.error, channelCancel, now, depositStates.createOrder],
    );
  // Re-read: a concurrent replay may have stored its answer first.
  const stored = await readOwnOrder(deps.db, order.userId, order.id);
  if (!stored) return fail('DepositOrderNotFound');
  if (stored.state === depositStates.cancel && stored.decidedBy === channelCancel)
    return fail(storedRefusal(stored.cancelReason));
  return succeed(toOrderView(stored, stored.channelName));
}

const storedRefusal = (reason: string | null): TErrorName =>
  reason !== null && reason in errorCatalogue ? (reason as TErrorName) : 'DepositChannelMatching';

async function storeOpening(db: TQueryable, orderId: bigint, opening: TDepositOpening) {
  await db.query(
    `UPDATE deposit_orders
        SET state = $2, instructions = $3, external_ref = $4, address = $5, memo = $6,
            crypto_amount = $7, rate = $8, rate_locked_until = $9,
            expires_at = coalesce($10, expires_at)
      WHERE id = $1 AND state = $11`,
    [
      orderId,
      depositStates.waiting,
      JSON.stringify(opening.instructions),
      opening.externalRef ?? null,
      opening.address ?? null,
      opening.memo ?? null,
      opening.cryptoAmount ?? null,
      opening.rate ?? null,
      opening.rateLockedUntil ?? null,
      opening.expiresAt ?? null,
      depositStates.createOrder,
    ],
  );
}
