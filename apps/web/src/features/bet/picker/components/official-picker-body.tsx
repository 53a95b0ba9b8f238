import type { TGameCatalogueEntry } from '@lottery/contracts';
import { randomPick, type TBetType } from '@lottery/lottery';
import { useCallback, useDeferredValue, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartStore } from '../../cart/cart-store.ts';
import { useBetTerms } from '../hooks/use-bet-terms.ts';
import { useOfficialPrice } from '../hooks/use-official-price.ts';
import { useSingleItemCheck } from '../hooks/use-single-item-check.ts';
import { useTypedEntries } from '../hooks/use-typed-entries.ts';
import { addBlockOf } from '../logic/add-block.ts';
import { addBlockMessage } from '../logic/add-block-message.ts';
import { cartTicketOf } from '../logic/cart-ticket-of.ts';
import { cryptoRandomInt } from '../logic/crypto-random.ts';
import { entryRulesOf } from '../logic/entry-rules.ts';
import { luzhuLanesOf, luzhuTypesOf } from '../logic/luzhu-lanes.ts';
import { nameIn } from '../logic/names.ts';
import { groupBetTypes } from '../logic/official-bet-types.ts';
import {
  canExclude,
  emptyPicks,
  hasPicks,
  picksOf,
  picksReducer,
  selectionOf,
} from '../logic/picks.ts';
import { selectionText } from '../logic/selection-text.ts';
import { InBetBar } from '../../bar/bet-bar.tsx';
import { formatThousandths } from '../logic/format-money.ts';
import { AddToCartBar } from './add-to-cart-bar.tsx';
import { BetTypeChooser } from './bet-type-chooser.tsx';
import { LuzhuBoard } from './luzhu-board.tsx';
import { MultipleInput } from './multiple-input.tsx';
import { PickModeSwitch, type TPickMode } from './pick-mode-switch.tsx';
import { PrizeGroupSelect } from './prize-group-select.tsx';
import { SelectionPicker } from './selection-picker.tsx';
import { TicketFigures } from './ticket-figures.tsx';
import { UnitModeSwitch } from './unit-mode-switch.tsx';

const noEntries: readonly string[] = [];

/** The picker of a game whose official types are known (at least one): state and composition. */
export function OfficialPickerBody({
  game,
  types,
  prizeGroup,
  issueSerial,
  coveredSerial,
}: {
  game: TGameCatalogueEntry;
  types: readonly [TBetType, ...TBetType[]];
  prizeGroup: number;
  issueSerial: string | null;
  coveredSerial: string | null;
}) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const groups = useMemo(() => groupBetTypes(types), [types]);
  const [type, setType] = useState<TBetType>(types[0]);
  const [picks, dispatch] = useReducer(picksReducer, type.shape, emptyPicks);
  const [announcement, setAnnouncement] = useState('');
  const terms = useBetTerms(game, type, prizeGroup);
  const { mode, multiple, group, caps } = terms;

  const entryRules = useMemo(() => entryRulesOf(type), [type]);
  const typed = useTypedEntries(picks.text, picks.imported, entryRules);
  const isPicked = hasPicks(picks);
  const entries = typed.result?.entries ?? noEntries;
  const { marks, items, positions, isExcluding } = picks;
  // 路珠 bets from the roads of the game's issues: an instant game draws per bet and has none.
  const luzhuTypes = useMemo(
    () => (game.DrawSource === 'instant' ? [] : luzhuTypesOf(types)),
    [types, game.DrawSource],
  );
  const [isLuzhuChosen, setLuzhuChosen] = useState(false);
  const lanes = luzhuLanesOf(type);
  const pickMode: TPickMode = isLuzhuChosen && lanes ? 'luzhu' : isExcluding ? 'exclude' : 'normal';
  const confirmIfFlagged = useSingleItemCheck();
  // Not keyed on the typed text: while it is being normalised the last entries stand.
  const selection = useMemo(
    () =>
      isPicked
        ? selectionOf(type.shape, { marks, items, positions, isExcluding }, entries)
        : undefined,
    [isPicked, type, marks, items, positions, isExcluding, entries],
  );
  // Priced a render behind the picks: a click or key paints at once, and pricing happens in the
  // deferred render, skipped when a newer pick supersedes it (thousands of typed entries are
  // priced in a worker: useOfficialPrice). Until the price comes, the figures and the add
  // button's reason stay those of the previous picks.
  const pricedSelection = useDeferredValue(selection);
  const {
    terms: termsPrice,
    priced,
    isPending: isPricingOffThread,
  } = useOfficialPrice(
    { type, mode, multiple, group, userGroup: prizeGroup, caps },
    pricedSelection,
  );
  const isPricing = pricedSelection !== selection || isPricingOffThread;

  const block = addBlockOf({
    isPicked,
    // Typed entries priced for the first time are still being checked.
    isNormalising: typed.isPending || (isPricingOffThread && !priced),
    priced,
    hasIssue: issueSerial !== null || game.DrawSource === 'instant',
    maxStake: terms.maxStake,
  });

  // Stable, so the memoised group and method menus do not re-render while numbers are picked.
  const chooseType = useCallback((next: TBetType) => {
    setType(next);
    dispatch({ type: 'replace', picks: emptyPicks(next.shape) });
    setAnnouncement('');
    // 路珠 mode stays on from one 大小单双 type to another and ends with any other type.
    setLuzhuChosen((was) => was && luzhuLanesOf(next) !== undefined);
  }, []);

  function choosePickMode(next: TPickMode) {
    if (next === 'luzhu') {
      const first = luzhuTypes[0];
      if (!lanes && first) chooseType(first);
      setLuzhuChosen(true);
      return;
    }
    setLuzhuChosen(false);
    if ((next === 'exclude') !== isExcluding)
      dispatch({
        type: 'replace',
        picks: { ...picks, marks: emptyPicks(type.shape).marks, isExcluding: next === 'exclude' },
      });
  }

  function clearPicks() {
    dispatch({ type: 'replace', picks: { ...emptyPicks(type.shape), isExcluding } });
  }

  function add() {
    if (block || isPricing || !priced?.ok || !pricedSelection) return;
    const betTypeName = nameIn(type.name, language);
    const { units } = priced;
    const ticket = cartTicketOf({
      gameId: game.GameId,
      type,
      selection: pricedSelection,
      mode,
      multiple,
      group,
      units,
      amount: priced.amount,
      maxMultiple: priced.maxMultiple,
      betTypeName,
      selectionText: selectionText(type, pricedSelection, t, language),
    });
    const checked = {
      type,
      selection: pricedSelection,
      units,
      terms: { mode, multiple, group, caps },
      prizes: priced.prizes,
    };
    confirmIfFlagged(checked, () => {
      useCartStore.getState().add(ticket);
      clearPicks();
      terms.setMultipleDraft('1');
      setAnnouncement(t('bet.picker.added', { name: betTypeName, units }));
    });
  }

  return (
    <div className="official-picker">
      <BetTypeChooser groups={groups} type={type} onChoose={chooseType}>
        {(canExclude(type.shape) || luzhuTypes.length > 0) && (
          <PickModeSwitch
            mode={pickMode}
            canExclude={canExclude(type.shape)}
            canLuzhu={luzhuTypes.length > 0}
            onMode={choosePickMode}
          />
        )}
        {pickMode === 'luzhu' && lanes ? (
          <LuzhuBoard
            game={game}
            type={type}
            lanes={lanes}
            picked={items}
            dispatch={dispatch}
            coveredSerial={coveredSerial}
          />
        ) : (
          <SelectionPicker
            type={type}
            picks={picks}
            dispatch={dispatch}
            entryRules={entryRules}
            typed={typed}
          />
        )}
        <div className="picker-actions">
          <button
            type="button"
            className="button"
            onClick={() =>
              dispatch({
                type: 'replace',
                picks: picksOf(type.shape, randomPick(type, cryptoRandomInt), isExcluding),
              })
            }
          >
            {t('bet.picker.randomPick')}
          </button>
          <button type="button" className="button" onClick={clearPicks} disabled={!isPicked}>
            {t('bet.picker.clearAll')}
          </button>
        </div>
      </BetTypeChooser>
      <div className="picker-terms">
        <UnitModeSwitch modes={terms.modes} mode={mode} onMode={terms.setMode} />
        <PrizeGroupSelect
          choices={terms.groupChoices}
          group={group}
          ownGroup={prizeGroup}
          onGroup={terms.setGroup}
        />
      </div>
      <TicketFigures
        type={type}
        units={priced?.ok ? priced.units : 0}
        amount={priced?.ok ? priced.amount : 0n}
        rebate={priced?.ok ? priced.rebate : 0n}
        prizes={termsPrice.ok ? termsPrice.prizes : undefined}
        paidGroup={termsPrice.ok ? termsPrice.group : group}
        chosenGroup={group}
        maxMultiple={terms.maxMultiple}
      />
      <InBetBar slot="ticket">
        <p className="bet-bar-figures" aria-hidden="true">
          {t('bet.bar.figures', {
            units: (priced?.ok ? priced.units : 0).toLocaleString(language),
            amount: formatThousandths(priced?.ok ? priced.amount : 0n, language),
          })}
        </p>
        <MultipleInput
          draft={terms.multipleDraft}
          onDraft={terms.setMultipleDraft}
          multiple={multiple}
          maxMultiple={terms.maxMultiple}
        />
        <AddToCartBar
          isDisabled={block !== undefined || isPricing}
          blockedReason={block && addBlockMessage(block, type, t, language)}
          announcement={announcement}
          onAdd={add}
        />
      </InBetBar>
    </div>
  );
}
