import { fundPassword, receiverName } from './transfer-test-fixtures.ts';

/**
 * The agent routes of transfers and letters that name another account, for the subtree matrix
 * (issue #21: an agent acting on someone outside its team, by any id, is refused and nothing
 * changes). Each case builds its request for a target account; the harness sends it for targets
 * outside the caller's team and expects NotInTeam (8001) with no new rows or ledger entries.
 * transfers-subtree.integration.test.ts runs them rather than the shared matrix
 * (team/subtree-matrix.integration.test.ts): a transfer reaches the team check only once the
 * sender's transfer flags and fund password are set, which the matrix's plain team has not.
 */
export interface TSubtreeCase {
  name: string;
  method: 'POST';
  url: string;
  /** Money routes need an Idempotency-Key header. */
  idempotent: boolean;
  body(target: { userId: number; loginId: string }): Record<string, unknown>;
}

const transferBody = (kind: string, type?: number) => (target: { loginId: string }) => ({
  Kind: kind,
  ...(type === undefined ? {} : { Type: type }),
  LoginId: target.loginId,
  ReceiverName: receiverName,
  Amount: 1,
  FundPassword: fundPassword,
});

export const transfersSubtreeCases: readonly TSubtreeCase[] = [
  {
    name: 'transfer point',
    method: 'POST',
    url: '/api/AgentTransfer/Create',
    idempotent: true,
    body: transferBody('TransferPoint', 1),
  },
  {
    name: 'super transfer point',
    method: 'POST',
    url: '/api/AgentTransfer/Create',
    idempotent: true,
    body: transferBody('SuperTransferPoint'),
  },
  {
    name: 'deposit from wallet',
    method: 'POST',
    url: '/api/AgentTransfer/Create',
    idempotent: true,
    body: transferBody('DepositFromWallet'),
  },
  {
    name: 'letter to chosen members',
    method: 'POST',
    url: '/api/StationLetter/Send',
    idempotent: false,
    body: (target) => ({ Audience: 'Members', LoginIds: [target.loginId], Title: 't', Body: 'b' }),
  },
];
