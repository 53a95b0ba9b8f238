import type { TWiden } from '../../widen.ts';
import type { activityRainZhCN } from './activity-rain.zh-CN.ts';

export const activityRainEn: TWiden<typeof activityRainZhCN> = {
  rain: {
    grab: 'Grab a red packet',
    grabPacket: 'Grab this red packet',
    field: 'Red packets are falling',
    raining: 'Red packets are falling: {{time}} left',
    nextRain: 'The next rain starts at {{at}}',
    startsIn: 'Starts in {{time}}',
    grabsLeft: '{{count}} grabs left in this rain',
    grabbed: 'Grabbed {{amount}}',
    myGrabs: 'My packets in this rain',
    schedule: "Today's rains",
    rainAt: '{{at}} ({{seconds}} s)',
    status: {
      ended: 'Ended',
      now: 'Now',
      upcoming: 'To come',
    },
    myTotal: 'I grabbed {{amount}}',
    nothing: 'Nothing grabbed',
    winners: 'Latest grabs',
    noWinners: 'Nobody has grabbed a packet yet',
    winner: '{{loginId}} grabbed {{amount}}',
    reducedMotion: 'Animations are off as your system asks: grab with the button below',
    grabFailed: 'That packet got away',
  },
  solitaire: {
    chain: 'Red packet relay',
    packet: 'Packet {{index}}',
    opened: 'Opened: {{amount}}',
    ready: 'Ready to open',
    locked: 'Opens when this period’s bets reach {{target}}',
    more: '{{amount}} to go',
    afterPrevious: 'Unlocks after the one before',
    open: 'Open packet {{index}}',
    openNext: 'Open the next packet',
    allOpened: 'Every packet of this period is open',
    fixedPrize: 'Fixed {{amount}}',
    drawnPrize: 'Random amount',
  },
};
