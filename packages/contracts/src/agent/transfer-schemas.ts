import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZMoney, ZMoneyInput } from '../money.ts';
import { ZText } from '../validation/text.ts';

/**
 * Transfers from an agent's wallet to a member of its team (issue #21, SPEC §3 privileges, §5
 * rules, §8 results). Three kinds, each its own privilege:
 * - TransferPoint: a transfer point of type deposit, activity, dividend, other or daily pay, to a
 *   direct member only (these pay the member the agent deals with: its dividends, daily pay and
 *   activity rewards are agreed with direct members);
 * - SuperTransferPoint: type super, to a member at any depth;
 * - DepositFromWallet: the agent deposits for a member at any depth; it counts as the member's
 *   deposit for its turnover requirement (type deposit).
 */
export const agentTransferKinds = [
  'TransferPoint',
  'SuperTransferPoint',
  'DepositFromWallet',
] as const;
export type TAgentTransferKind = (typeof agentTransferKinds)[number];

/** The transfer types (agent-enums transferTypes) a transfer point may carry. */
export const transferPointTypes = [1, 2, 3, 4, 6] as const;

const ZSiteDate = ZText.regex(/^\d{4}-\d{2}-\d{2}$/).describe('YYYY-MM-DD, site date (UTC+8)');

export const ZAgentTransferInit = z
  .object({
    Balance: ZMoney.describe("The caller's main wallet"),
    Kinds: z.array(z.enum(agentTransferKinds)).describe('The kinds the privileges allow'),
    FundPasswordSet: z.boolean(),
    SecondFactorRequired: z.boolean().describe('The totpForTransfer flag is set'),
  })
  .meta({ id: 'AgentTransferInit' });
export type TAgentTransferInit = z.input<typeof ZAgentTransferInit>;

export const ZAgentTransferRequest = z
  .object({
    Kind: z.enum(agentTransferKinds),
    Type: z
      .number()
      .int()
      .min(1)
      .max(6)
      .optional()
      .describe(
        'transferTypes; required for TransferPoint (not super); implied by the other kinds',
      ),
    LoginId: ZText.min(1).max(64).describe("The receiver's login ID"),
    ReceiverName: ZText.min(1)
      .max(64)
      .describe("The receiver's real name (its nickname when it has none), as a check"),
    Amount: ZMoneyInput,
    FundPassword: ZText.min(1, { error: 'required' }).max(64),
    SecondFactorCode: ZText.max(32)
      .optional()
      .describe('Authenticator or recovery code; required when the totpForTransfer flag is set'),
  })
  .meta({ id: 'AgentTransferRequest' });
export type TAgentTransferRequest = z.output<typeof ZAgentTransferRequest>;

export const ZAgentTransfer = z
  .object({
    Id: z.number().int(),
    Kind: z.enum(agentTransferKinds),
    Type: z.number().int().describe('transferTypes'),
    SenderLoginId: z.string(),
    ReceiverLoginId: z.string(),
    Amount: ZMoney,
    CreatedAt: z.number().int(),
  })
  .meta({ id: 'AgentTransfer' });
export type TAgentTransfer = z.input<typeof ZAgentTransfer>;

export const ZAgentTransferResult = ZAgentTransfer.extend({
  Balance: ZMoney.describe("The sender's balance after the transfer"),
}).meta({ id: 'AgentTransferResult' });
export type TAgentTransferResult = z.input<typeof ZAgentTransferResult>;

export const ZAgentTransferListRequest = z
  .object({
    Direction: z.enum(['Sent', 'Received']).default('Sent'),
    StartDate: ZSiteDate.optional(),
    EndDate: ZSiteDate.optional(),
    PageIndex: z.number().int().min(1).max(100_000).default(1),
    PageSize: z.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'AgentTransferListRequest' });

export const ZAgentTransferList = z
  .object({
    Items: z.array(ZAgentTransfer),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
  })
  .meta({ id: 'AgentTransferList' });
export type TAgentTransferList = z.input<typeof ZAgentTransferList>;

export const ZAdminAgentTransferQuery = z
  .object({
    AgentLoginId: ZText.max(64).optional().describe('Sender or receiver'),
    Kind: z.enum(agentTransferKinds).optional(),
    StartDate: ZSiteDate.optional(),
    EndDate: ZSiteDate.optional(),
    PageIndex: queryInt(1, 100_000).default(1),
    PageSize: queryInt(1, 100).default(20),
  })
  .meta({ id: 'AdminAgentTransferQuery' });
