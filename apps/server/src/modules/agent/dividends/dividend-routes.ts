import {
  ZAgentBonus,
  ZAgentBonusList,
  ZDividendIdRequest,
  ZDividendRecord,
  ZDividendRecordPage,
  ZGrantBonusRequest,
  ZMemberDividendsRequest,
  ZMyDividends,
  ZMyDividendsRequest,
  ZOkResponse,
  ZServiceFeeAgreement,
  ZServiceFeeMemberRequest,
  ZServiceFees,
  ZSetServiceFeeRequest,
  ZShareholderBonus,
  ZShareholderBonusRequest,
} from '@lottery/contracts';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import {
  acceptOffPlatform,
  listMemberDividends,
  listMyDividends,
  payMemberDividend,
  requestOffPlatform,
} from './agent-dividends.ts';
import { grantBonus, listGrantedBonuses } from './bonus/grant-bonus.ts';
import type { TDividendDeps } from './compute-dividends.ts';
import {
  readServiceFees,
  removeServiceFee,
  setServiceFee,
} from './service-fees/service-fee-agreements.ts';
import { readShareholderBonus } from './shareholder/read-shareholder-bonus.ts';

const agent = { tags: ['Agent', 'Dividends'], access: 'agent' } as const;

/** The agent's dividends, shareholder bonuses, bonuses and service fees (issue #21). */
export function dividendRoutes(deps: TDividendDeps) {
  return [
    defineRoute({
      ...agent,
      method: 'POST',
      url: '/api/Dividend/GetMemberRecords',
      summary: "/DividendManagement: the dividends the agent pays its direct members (or one's)",
      body: ZMemberDividendsRequest,
      response: ZDividendRecordPage,
      handler: async ({ session, body }) =>
        unwrap(await listMemberDividends(deps.db, session.userId, body)),
    }),
    defineRoute({
      ...agent,
      method: 'POST',
      url: '/api/Dividend/Pay',
      summary:
        'Pay a member dividend the job found the wallet short for (Idempotency-Key): 8402 still short',
      body: ZDividendIdRequest,
      response: ZDividendRecord,
      handler: async ({ session, request, body }) =>
        unwrap(await payMemberDividend(deps, { session, request, body })),
    }),
    defineRoute({
      ...agent,
      method: 'POST',
      url: '/api/Dividend/RequestOffPlatform',
      summary: 'Say a member dividend is settled off the platform; the member accepts it',
      body: ZDividendIdRequest,
      response: ZDividendRecord,
      handler: async ({ session, body }) =>
        unwrap(await requestOffPlatform(deps, session.userId, body.Id)),
    }),
    defineRoute({
      ...agent,
      // /ProportionalDividend is a shell route (SPEC §2): a player gets no records and no terms.
      access: 'user',
      method: 'POST',
      url: '/api/Dividend/GetMyRecords',
      summary: '/ProportionalDividend: my dividends and the terms (rule or contract) they follow',
      body: ZMyDividendsRequest,
      response: ZMyDividends,
      handler: ({ session, body }) => listMyDividends(deps.db, session.userId, body),
    }),
    defineRoute({
      ...agent,
      method: 'POST',
      url: '/api/Dividend/AcceptOffPlatform',
      summary: 'Confirm my upline paid a dividend off the platform (8403 when not requested)',
      body: ZDividendIdRequest,
      response: ZDividendRecord,
      handler: async ({ session, body }) =>
        unwrap(await acceptOffPlatform(deps, session.userId, body.Id)),
    }),
    defineRoute({
      ...agent,
      method: 'POST',
      url: '/api/ShareHolderBonus/Get',
      summary: 'A shareholder bonus programme (LOTTERY or EXTERNALGAME): its rule and periods',
      body: ZShareholderBonusRequest,
      response: ZShareholderBonus,
      handler: async ({ session, body }) =>
        unwrap(await readShareholderBonus(deps.db, session.userId, body.Type)),
    }),
    defineRoute({
      ...agent,
      method: 'POST',
      url: '/api/Bonus/Grant',
      summary:
        'Grant a team member a bonus from my wallet (Idempotency-Key, fund password; 8410, 8411)',
      body: ZGrantBonusRequest,
      response: ZAgentBonus,
      handler: async ({ session, request, body }) =>
        unwrap(await grantBonus(deps, { session, request, body })),
    }),
    defineRoute({
      ...agent,
      method: 'POST',
      url: '/api/Bonus/GetRecords',
      summary: 'The bonuses I granted, newest first',
      response: ZAgentBonusList,
      handler: ({ session }) => listGrantedBonuses(deps.db, session.userId),
    }),
    defineRoute({
      ...agent,
      method: 'POST',
      url: '/api/ServiceFee/Set',
      summary: 'Agree the fee a direct member agent pays me per period (8440 not an agent)',
      body: ZSetServiceFeeRequest,
      response: ZServiceFeeAgreement,
      handler: async ({ session, body }) =>
        unwrap(await setServiceFee(deps.db, session.userId, body, deps.clock.now())),
    }),
    defineRoute({
      ...agent,
      method: 'POST',
      url: '/api/ServiceFee/Remove',
      summary: 'End the service fee agreement with a direct member (8441 none)',
      body: ZServiceFeeMemberRequest,
      response: ZOkResponse,
      handler: async ({ session, body }) => {
        unwrap(await removeServiceFee(deps.db, session.userId, body.Member));
        return { Ok: true as const };
      },
    }),
    defineRoute({
      ...agent,
      method: 'POST',
      url: '/api/ServiceFee/Get',
      summary: 'My service fee agreements both ways and the fees paid or received',
      response: ZServiceFees,
      handler: ({ session }) => readServiceFees(deps.db, session.userId),
    }),
  ];
}
