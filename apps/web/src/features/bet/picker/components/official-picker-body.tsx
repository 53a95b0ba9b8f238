import type { TGameCatalogueEntry } from '@lottery/contracts';
import { randomPick, type TBetType } from '@lottery/lottery';
import { useCallback, useDeferredValue, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartStore } from '../../cart/cart-store.ts';
import { useBetTerms } from '../hooks/use-bet-terms.ts';
import { useOfficialPrice } from '../hooks/use-official-price.ts';
import { useTypedEntries } from '../hooks/use-typed-entries.ts';
import { addBlockOf, type TAddBlock } from '../logic/add-block.ts';
import { cartTicketOf } from '../logic/cart-ticket-of.ts';
import { cryptoRandomInt } from '../logic/crypto-random.ts';
import { entryRulesOf } from '../logic/entry-rules.ts';
import { faultMessage } from '../logic/fault-message.ts';
import { formatThousandths } from '../logic/format-money.ts';
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
import { AddToCartBar } from './add-to-cart-bar.tsx';
import { BetTypeChooser } from './bet-type-chooser.tsx';
import { MultipleInput } from './multiple-input.tsx';
import { PickModeSwitch } from './pick-mode-switch.tsx';
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
}: {
  game: TGameCatalogueEntry;
  types: readonly [TBetType, ...TBetType[]];
  prizeGroup: number;
  issueSerial: string | null;
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
  // Not keyed on the typed text: while it is being normalised the last entries stand.
  const selection = useMemo(
    () =>
      isPicked
        ? selectionOf(type.shape, { marks, items, positions, isExcluding }, entries)
        : undefined,
    [isPicked, type, marks, items, positions, isExcluding, entries],
  );
  // Priced a render behind the picks: a click or key paints at once, and counting a 100,000-entry
  // selection (30-60 ms) happens in the deferred render, skipped when a newer pick supersedes it.
  // Until it comes, the figures and the add button's reason stay those of the previous picks.
  const pricedSelection = useDeferredValue(selection);
  const isPricing = pricedSelection !== selection;
  const { terms: termsPrice, priced } = useOfficialPrice(
    { type, mode, multiple, group, userGroup: prizeGroup, caps },
    pricedSelection,
  );

  const block = addBlockOf({
    isPicked,
    isNormalising: typed.isPending,
    priced,
    hasIssue: issueSerial !== null || game.DrawSource === 'instant',
    maxStake: terms.maxStake,
  });

  function blockMessage(reason: TAddBlock) {
    switch (reason.kind) {
      case 'pick':
        return t('bet.picker.blocked.pick');
      case 'normalising':
        return t('bet.picker.blocked.normalising');
      case 'fault':
        return faultMessage(reason.fault, type, t, language);
      case 'noIssue':
        return t('bet.picker.blocked.noIssue');
      case 'overStake':
        return t('bet.picker.blocked.overStake', {
          max: formatThousandths(reason.maxStake, language),
        });
    }
  }

  // Stable, so the memoised group and method menus do not re-render while numbers are picked.
  const chooseType = useCallback((next: TBetType) => {
    setType(next);
    dispatch({ type: 'replace', picks: emptyPicks(next.shape) });
    setAnnouncement('');
  }, []);

  function clearPicks() {
    dispatch({ type: 'replace', picks: { ...emptyPicks(type.shape), isExcluding } });
  }

  function add() {
    if (block || isPricing || !priced?.ok || !pricedSelection) return;
    const betTypeName = nameIn(type.name, language);
    useCartStore.getState().add(
      cartTicketOf({
        gameId: game.GameId,
        type,
        selection: pricedSelection,
        mode,
        multiple,
        group,
        units: priced.units,
        amount: priced.amount,
        maxMultiple: priced.maxMultiple,
        betTypeName,
        selectionText: selectionText(type, pricedSelection, t, language),
      }),
    );
    clearPicks();
    terms.setMultipleDraft('1');
    setAnnouncement(t('bet.picker.added', { name: betTypeName, units: priced.units }));
  }

  return (
    <div className="official-picker">
      <BetTypeChooser groups={groups} type={type} onChoose={chooseType}>
        {canExclude(type.shape) && (
          <PickModeSwitch
            isExcluding={isExcluding}
            onExcluding={(next) =>
              dispatch({
                type: 'replace',
                picks: { ...picks, marks: emptyPicks(type.shape).marks, isExcluding: next },
              })
            }
          />
        )}
        <SelectionPicker
          type={type}
          picks={picks}
          dispatch={dispatch}
          entryRules={entryRules}
          typed={typed}
        />
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
        <MultipleInput
          draft={terms.multipleDraft}
          onDraft={terms.setMultipleDraft}
          multiple={multiple}
          maxMultiple={terms.maxMultiple}
        />
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
      <AddToCartBar
        isDisabled={block !== undefined || isPricing}
        blockedReason={block && blockMessage(block)}
        announcement={announcement}
        onAdd={add}
      />
    </div>
  );
}
