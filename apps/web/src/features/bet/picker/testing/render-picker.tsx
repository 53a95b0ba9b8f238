import type { TDrawHistoryResponse, TGameCatalogueEntry } from '@lottery/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DialogHost } from '../../../../shared/dialogs/dialog-host.tsx';
import { gameDataQuery } from '../../../../shared/lottery/game-data-query.ts';
import { drawHistoryQuery } from '../../../draws/api/search-draw-history.ts';
import { recentDrawCount } from '../../../draws/hooks/use-recent-draws.ts';
import { OfficialPicker } from '../official-picker.tsx';
import { gameDataWithTypes, sscGame } from './picker-fixtures.ts';

/**
 * Renders the picker for a game with LotteryGame/Data already cached (as after login), for a
 * player whose own group is 1956 and with an issue on sale unless told otherwise, beside the
 * shell's dialog host (the single-item check asks there). `history`, when given, is the cached
 * page of latest results the 路珠 roads read; without it they are fetched.
 */
export function renderPicker({
  game = sscGame(),
  prizeGroup = 1956,
  issueSerial = '20260310-0001' as string | null,
  coveredSerial = null as string | null,
  history = undefined as TDrawHistoryResponse | undefined,
} = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(gameDataQuery.queryKey, gameDataWithTypes([game]));
  if (history)
    queryClient.setQueryData(
      drawHistoryQuery({ GameId: game.GameId, PageIndex: 1, PageSize: recentDrawCount }).queryKey,
      history,
    );
  const ui = (props: { game: TGameCatalogueEntry; issueSerial: string | null }) => (
    <QueryClientProvider client={queryClient}>
      <OfficialPicker
        game={props.game}
        prizeGroup={prizeGroup}
        issueSerial={props.issueSerial}
        coveredSerial={coveredSerial}
      />
      <DialogHost warningAutoHideMs={null} />
    </QueryClientProvider>
  );
  const result = render(ui({ game, issueSerial }));
  return {
    ...result,
    rerenderWith: (props: { game: TGameCatalogueEntry; issueSerial: string | null }) =>
      result.rerender(ui(props)),
  };
}

/** The shown figure (units, amount, rebate, maxMultiple) as text. */
export const figure = (name: string) =>
  document.querySelector(`[data-figure="${name}"]`)?.textContent ?? '';

/*
 * Queries kept cheap: role queries compute the accessible name of every candidate (~1 s over
 * the picker's hundred buttons in jsdom), so balls are found by text within their row.
 */

/** The ball row labelled `label` (万位, 选号…). */
export const ballRow = (label: string) => screen.getByRole('group', { name: label });

export const ball = (label: string, text: string) =>
  within(ballRow(label)).getByText(text, { selector: 'button.pick-ball' });

/** The balls shown pressed in a row, by text. */
export const pressedBalls = (label: string) =>
  [...ballRow(label).querySelectorAll('button.pick-ball[aria-pressed="true"]')].map(
    (button) => button.textContent,
  );

/** A quick pick button ("Ten-thousands: select all"). */
export const quickPick = (row: string, action: string) =>
  screen.getByLabelText(`${row}: ${action}`);

/** Chooses a bet type by its group tab and its name. */
export function chooseType(group: string, method: string) {
  fireEvent.click(screen.getByRole('tab', { name: group }));
  fireEvent.click(screen.getByText(method, { selector: 'button.method' }));
}

export const button = (name: string) => screen.getByText(name, { selector: 'button' });
