import {
  parseThousandths,
  thousandthsToNumber,
  type TGameCatalogueEntry,
} from '@lottery/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameData } from '../../../shared/lottery/game-data-query.ts';
import { useCartStore } from '../cart/cart-store.ts';
import type { TNewCartTicket } from '../cart/cart-ticket.ts';
import { BetTypeBlock } from './components/bet-type-block.tsx';
import { BoardSummary } from './components/board-summary.tsx';
import { defaultStake, StakeChips } from './components/stake-chips.tsx';
import { useLiveOdds, type TOddsChange } from './hooks/use-live-odds.ts';
import { boardSectionsOf, type TBoardChip } from './logic/board-layout.ts';
import {
  boardSummaryOf,
  type TBoardPick,
  type TBoardSummary,
  type TPickedTicket,
} from './logic/board-tickets.ts';
import { formatMoney, nameIn } from './logic/format-board.ts';
import { oddsKeyOf, oddsTableOf } from './logic/odds-book.ts';
import './styles/two-sided.css';

export interface TTwoSidedBoardProps {
  game: TGameCatalogueEntry;
  /** The issue on sale now; null while none is (sealed, waiting). */
  issueSerial: string | null;
}

/** Money numbers of the catalogue (at most three decimals) as exact thousandths. */
const thousandthsOf = (amount: number) => parseThousandths(amount) ?? 0n;

/** A picked chip whose odds (its own, or its type's for levels no chip wins) moved. */
function isPickChanged(pick: TBoardPick, changes: ReadonlyMap<string, TOddsChange>) {
  const { betTypeId, level } = pick.chip;
  if (level !== null) return changes.has(oddsKeyOf(betTypeId, level));
  return [...changes.keys()].some((key) => key.startsWith(`${betTypeId}|`));
}

function cartTicketOf(gameId: number, ticket: TPickedTicket, language: string): TNewCartTicket {
  if (!ticket.price.ok) throw new Error('only priced tickets go to the cart');
  return {
    gameId,
    request: {
      BetTypeId: ticket.betType.id,
      Book: 'twoSided',
      Selection: ticket.selection,
      Stake: thousandthsToNumber(ticket.stake),
    },
    betTypeName: nameIn(ticket.betType.name, language),
    selectionText: ticket.chips.map((chip) => nameIn(chip.name, language)).join(' '),
    units: ticket.price.units,
    amountThousandths: Number(ticket.price.amount),
    maxMultiple: null,
  };
}

/**
 * The two-sided board (双面盘, issue #9): the game's two-sided bet types by section, each item a
 * chip with its live odds; a click picks it at the chosen stake. The picks become one cart ticket
 * per bet type and stake, priced with packages/lottery as the server prices them.
 */
export function TwoSidedBoard({ game, issueSerial }: TTwoSidedBoardProps) {
  const { t, i18n } = useTranslation();
  const data = useGameData();
  const { book, changes, acknowledge } = useLiveOdds(game);
  const [stake, setStake] = useState<bigint | null>(defaultStake);
  const [picks, setPicks] = useState<ReadonlyMap<string, TBoardPick>>(new Map());
  const [addedCount, setAddedCount] = useState<number | null>(null);
  const titleId = useId();

  const sections = useMemo(
    () => (data.data ? boardSectionsOf(data.data.BetTypes, game.Family) : []),
    [data.data, game.Family],
  );
  const betTypes = useMemo(() => sections.flatMap((section) => section.betTypes), [sections]);
  const table = useMemo(
    () =>
      oddsTableOf(
        book,
        betTypes.map((betType) => betType.type),
      ),
    [book, betTypes],
  );
  const maxStakePerIssue = thousandthsOf(game.MaxStakePerIssue);
  const summary: TBoardSummary = useMemo(
    () =>
      boardSummaryOf([...picks.values()], betTypes, table, thousandthsOf(game.MaxPayoutPerTicket)),
    [picks, betTypes, table, game.MaxPayoutPerTicket],
  );

  if (data.isPending) return <p className="muted">{t('twoSided.loading')}</p>;
  if (data.isError)
    return (
      <div className="two-sided-board" role="alert">
        <p>{t('twoSided.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void data.refetch()}>
          {t('twoSided.retry')}
        </button>
      </div>
    );
  if (sections.length === 0) return <p className="muted">{t('twoSided.noBetTypes')}</p>;

  const pickedStakes = new Map([...picks].map(([key, pick]) => [key, pick.stake]));
  const hasOddsChanged = [...picks.values()].some((pick) => isPickChanged(pick, changes));
  const isFaulty = summary.tickets.some(
    (ticket) => !ticket.price.ok || ticket.stake > ticket.maxStake,
  );
  const blockedBy =
    issueSerial === null
      ? t('twoSided.summary.noIssue')
      : isFaulty
        ? t('twoSided.summary.fixPicks')
        : summary.amount > maxStakePerIssue
          ? t('twoSided.summary.overIssueLimit', {
              amount: formatMoney(maxStakePerIssue, i18n.language),
            })
          : null;

  function toggle(chip: TBoardChip) {
    setAddedCount(null);
    setPicks((previous) => {
      const next = new Map(previous);
      if (next.has(chip.key)) next.delete(chip.key);
      else if (stake !== null) next.set(chip.key, { chip, stake });
      return next;
    });
  }

  function removeTicket(ticket: TPickedTicket) {
    setPicks((previous) => {
      const next = new Map(previous);
      for (const chip of ticket.chips)
        if (next.get(chip.key)?.stake === ticket.stake) next.delete(chip.key);
      return next;
    });
  }

  function clear() {
    setPicks(new Map());
    acknowledge();
  }

  function addToCart() {
    const tickets = summary.tickets.map((ticket) =>
      cartTicketOf(game.GameId, ticket, i18n.language),
    );
    const { add } = useCartStore.getState();
    for (const ticket of tickets) add(ticket);
    clear();
    setAddedCount(tickets.length);
  }

  return (
    <section className="two-sided-board" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('twoSided.title')}</h2>
      <StakeChips stake={stake} onStake={setStake} />
      {sections.map((section) => (
        <section
          key={section.key}
          className="two-sided-section"
          aria-label={nameIn(section.name, i18n.language)}
        >
          <h3>{nameIn(section.name, i18n.language)}</h3>
          {section.betTypes.map((betType) => (
            <BetTypeBlock
              key={betType.id}
              betType={betType}
              book={book}
              changes={changes}
              picked={pickedStakes}
              canPick={stake !== null}
              onToggle={toggle}
            />
          ))}
        </section>
      ))}
      <BoardSummary
        summary={summary}
        blockedBy={blockedBy}
        hasOddsChanged={hasOddsChanged}
        maxStakePerIssue={maxStakePerIssue}
        addedCount={addedCount}
        onRemove={removeTicket}
        onClear={clear}
        onAdd={addToCart}
      />
    </section>
  );
}
