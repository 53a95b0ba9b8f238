import { defineError as define } from './define-error.ts';

/**
 * The agent programme's shared refusals (issue #21), spread into errorCatalogue. Its parts have
 * their own ranges: team and letters 8100-8199, contracts and daily pay 8200-8399, dividends,
 * shareholder bonus, bonuses and service fees 8400-8599, transfers 8600-8699, reports and the
 * back office 8700-8799.
 */
export const agentErrors = {
  NotInTeam: define(
    8001,
    404,
    'No such member in your team: {member}',
    '您的团队中没有该成员：{member}',
  ),
  NotDirectMember: define(
    8002,
    409,
    'Only a direct member of your team can be given this: {member} is not one',
    '只能对直属下级进行此操作：{member} 不是直属下级',
  ),
} as const;
