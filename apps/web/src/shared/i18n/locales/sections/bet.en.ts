import { betPickerEn } from './bet-picker.en.ts';
import type { TWiden } from '../../widen.ts';
import type { betZhCN } from './bet.zh-CN.ts';

export const betEn: TWiden<typeof betZhCN> = {
  title: 'Bet',
  picker: betPickerEn,
  unknownGame: 'There is no such game, or it is no longer sold',
  closed: {
    maintenance:
      'This game is under maintenance and takes no bets for now. Please come back later.',
    offline: 'This game is no longer sold.',
    drawHistory: 'See the draw history',
  },
  header: {
    wallet: 'Balance',
    nextIssue: 'Next: issue {{serial}}',
    lastResult: 'Last result',
    lastResultOf: 'Result of issue {{serial}}',
    recent: 'Recent results',
    moreResults: 'More results',
  },
  bar: {
    label: 'Bet bar',
    figures: '{{units}} units · {{amount}}',
  },
  books: {
    label: 'Betting books',
    official: 'Official',
    twoSided: 'Two-sided',
  },
  trends: {
    label: 'Bead road and streaks',
    road: 'Bead road',
    streaks: 'Streaks',
    noStreaks: 'No run of two issues or more',
    streakLength: '{{count}} issues in a row',
    outcomes: { big: 'Big', small: 'Small', odd: 'Odd', even: 'Even' },
    hiddenUntilRevealed: 'Shown once the latest result is scratched open',
  },
  alerts: {
    sealed: 'Issue {{serial}} is sealed: check the issue you bet on',
    sealedWithNext: 'Issue {{serial}} is sealed; bets now go to issue {{next}}',
    drawn: 'Issue {{serial}} drew {{numbers}}',
    drawnCovered: 'Issue {{serial}} is drawn: scratch to see the numbers',
    cancelled: 'Issue {{serial}} is cancelled; its bets will be refunded',
  },
  scratch: {
    reveal: 'Scratch to see the result of issue {{serial}}',
    hint: 'Scratch',
  },
};
