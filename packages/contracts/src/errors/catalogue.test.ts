import { describe, expect, it } from 'vitest';
import { accountSecurityErrors } from './account-security-errors.ts';
import { adminErrors } from './admin-errors.ts';
import { agentContractErrors } from './agent-contract-errors.ts';
import { agentErrors } from './agent-errors.ts';
import { bonusErrors } from './bonus-errors.ts';
import { chatErrors } from './chat-errors.ts';
import { chatGroupErrors } from './chat-group-errors.ts';
import { chatModerationErrors } from './chat-moderation-errors.ts';
import { serviceErrors } from './service-errors.ts';
import { dividendsErrors } from './dividends-errors.ts';
import { teamErrors } from './team-errors.ts';
import { transferErrors } from './transfer-errors.ts';
import { agentReportErrors } from './agent-report-errors.ts';
import { errorCatalogue } from './catalogue.ts';
import { contentErrors } from './content-errors.ts';
import { depositErrors } from './deposit-errors.ts';
import { gamesErrors } from './games-errors.ts';
import { onlinePayErrors } from './online-pay-errors.ts';
import { playerErrors } from './player-errors.ts';
import { playersReportsErrors } from './players-reports-errors.ts';
import { reconciliationErrors } from './reconciliation-errors.ts';
import { riskErrors } from './risk-errors.ts';
import { usdtErrors } from './usdt-errors.ts';
import { withdrawErrors } from './withdraw-errors.ts';
import { activityErrors } from './activity-errors.ts';
import { vipErrors } from './vip-errors.ts';

const areas = {
  bonusErrors,
  vipErrors,
  playerErrors,
  adminErrors,
  contentErrors,
  gamesErrors,
  riskErrors,
  playersReportsErrors,
  accountSecurityErrors,
  depositErrors,
  onlinePayErrors,
  usdtErrors,
  withdrawErrors,
  reconciliationErrors,
  agentErrors,
  dividendsErrors,
  agentContractErrors,
  teamErrors,
  transferErrors,
  agentReportErrors,
  chatErrors,
  chatGroupErrors,
  chatModerationErrors,
  serviceErrors,
  activityErrors,
};

describe('the error catalogue', () => {
  it('is every area file with no name used twice (a later spread would hide the earlier entry)', () => {
    const names = Object.values(areas).flatMap((area) => Object.keys(area));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    // An area spread into the catalogue but missing here shows as a count difference.
    expect(Object.keys(errorCatalogue).sort()).toEqual([...names].sort());
  });

  it('gives every entry its own code', () => {
    const codes = Object.values(errorCatalogue).map((entry) => entry.code);
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
  });

  it('answers 401 or 403 only where the session ends (the player app logs out on them, SPEC §8)', () => {
    // Sessions and addresses; the console's own client and the gateways' callbacks, which no
    // player app calls, keep their statuses.
    const sessionEnding = new Set(['IpRestricted', 'AccountDisabled']);
    const outsideThePlayerApp = [adminErrors, onlinePayErrors, withdrawErrors].flatMap((area) =>
      Object.entries(area)
        .filter(([name]) => /^(Admin|Gateway|Payout)/.test(name) || name === 'BalanceSelfApproval')
        .map(([name]) => name),
    );
    const refusing = Object.entries(errorCatalogue)
      .filter(([, entry]) => entry.status === 401 || entry.status === 403)
      .map(([name]) => name)
      .filter((name) => !/^(Token|Session)/.test(name) && !sessionEnding.has(name));
    expect(refusing.filter((name) => !outsideThePlayerApp.includes(name))).toEqual([]);
  });
});
