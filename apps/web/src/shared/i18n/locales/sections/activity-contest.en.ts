import type { TWiden } from '../../widen.ts';
import type { activityContestZhCN } from './activity-contest.zh-CN.ts';

export const activityContestEn: TWiden<typeof activityContestZhCN> = {
  leaderboard: 'Live leaderboard',
  rank: 'Rank',
  player: 'Player',
  turnover: 'Turnover',
  prize: 'Prize',
  me: 'you',
  myRank: 'Your rank: {{rank}} · turnover {{amount}}',
  notRanked: 'Not ranked yet: a bet this period puts you on the board',
  participants: '{{count}} players',
  paidAt: 'Prizes paid by rank at {{time}}',
  paidAtEnd: 'Nothing to claim: the prizes go to the wallets by rank when the period ends',
  empty: 'No bets yet this period: be the first!',
  prizes: 'Prizes by place',
  place: 'No. {{rank}}: {{amount}}',
  allGames: 'Bets on every game count (less cancellations)',
  someGames: 'Only bets on the selected games count (less cancellations)',
  results: 'Past results',
  resultsEmpty: 'No period has ended yet',
  periodEnded: 'Period ended {{time}}',
};
