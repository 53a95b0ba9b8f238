import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { siteLogosQuery } from '../../features/auth/api/site-logos.ts';
import { gameSchedulesQuery } from '../../features/draws/api/get-game-schedules.ts';
import { gameIdOfParam } from '../../features/bet/logic/game-id-param.ts';
import type { TScreenKey } from './route-table.ts';

/**
 * What a screen's first paint waits for besides the session's catalogue, by screen: the router
 * asks for it with the screen's code when the screen is a visit's first (app/router.tsx). The bet
 * page's issue and countdown (LotteryGame/Info) would otherwise be asked for only once the
 * catalogue had answered and the page had rendered: on a phone's network, a round trip more
 * before the page shows what it is about. So would the login and register pages' logo, their
 * largest picture, be found only once the page had rendered.
 */
const prefetchLogos = (_: Params, queryClient: QueryClient) =>
  void queryClient.prefetchQuery(siteLogosQuery);

export const prefetchFirstScreen: Partial<
  Record<TScreenKey, (params: Params, queryClient: QueryClient) => void>
> = {
  Login: prefetchLogos,
  Register: prefetchLogos,
  Bet: ({ id }, queryClient) => {
    const gameId = gameIdOfParam(id);
    if (gameId !== null) void queryClient.prefetchQuery(gameSchedulesQuery([gameId]));
  },
};
