import type { TGameCatalogueEntry } from '@lottery/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { TabList, tabIdOf, tabPanelIdOf } from '../../../shared/ui/tab-list.tsx';
import { OfficialPicker } from '../picker/official-picker.tsx';
import { TwoSidedBoard } from '../two-sided/two-sided-board.tsx';

type TBook = TGameCatalogueEntry['Books'][number];
/** The official book first: it is the one every game has but the two-sided-only ones. */
const bookOrder: readonly TBook[] = ['official', 'twoSided'];
const prefix = 'book';

/**
 * Where the player picks: the official picker or the two-sided board, as two tabs when the game
 * sells both books (LotteryGame/Data Books), else the one it sells.
 */
export function BookBoard({
  game,
  issueSerial,
  coveredSerial,
}: {
  game: TGameCatalogueEntry;
  issueSerial: string | null;
  /** The result under the scratch card, kept out of the picker's 路珠 roads. */
  coveredSerial: string | null;
}) {
  const { t } = useTranslation();
  const books = bookOrder.filter((book) => game.Books.includes(book));
  const [chosen, setChosen] = useState<TBook | undefined>(books[0]);
  if (!chosen) return null;
  const board = (
    <BookContent
      book={chosen}
      game={game}
      issueSerial={issueSerial}
      coveredSerial={coveredSerial}
    />
  );
  if (books.length < 2)
    return (
      <section className="bet-board" aria-label={t(`bet.books.${chosen}`)}>
        {board}
      </section>
    );
  return (
    <section className="bet-board" aria-label={t('bet.books.label')}>
      <TabList
        tabs={books.map((book) => ({ id: book, label: t(`bet.books.${book}`) }))}
        selected={chosen}
        onSelect={(id) => setChosen(id as TBook)}
        label={t('bet.books.label')}
        prefix={prefix}
      />
      <div
        className="bet-book-panel"
        role="tabpanel"
        id={tabPanelIdOf(prefix)}
        aria-labelledby={tabIdOf(prefix, chosen)}
      >
        {board}
      </div>
    </section>
  );
}

/**
 * The official picker bets from the player's own prize group (it comes with the user info), lowered
 * to the game's cap inside the picker. The group usually arrives after the page first shows, and
 * the picker then appears in a render that React slices (a deferred value): as an update of the
 * user info store, which React renders at once, it was one task of 120 ms on a phone (4x CPU).
 */
function BookContent({
  book,
  game,
  issueSerial,
  coveredSerial,
}: {
  book: TBook;
  game: TGameCatalogueEntry;
  issueSerial: string | null;
  coveredSerial: string | null;
}) {
  const prizeGroup = useDeferredValue(useUserInfo((s) => s.playerBaseData?.PrizeGroup ?? null));
  if (book === 'twoSided') return <TwoSidedBoard game={game} issueSerial={issueSerial} />;
  if (prizeGroup === null) return <QueryStatus status="loading" />;
  return (
    <OfficialPicker
      game={game}
      prizeGroup={prizeGroup}
      issueSerial={issueSerial}
      coveredSerial={coveredSerial}
    />
  );
}
