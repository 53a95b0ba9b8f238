import type { TGameCatalogueEntry } from '@lottery/contracts';
import { parseThousandths } from '@lottery/contracts';
import {
  betModes,
  maxMultiple,
  officialCapsOf,
  type TBetMode,
  type TBetType,
} from '@lottery/lottery';
import { useMemo, useState } from 'react';
import { useBetOptions } from '../../../../shared/bet-options/bet-options-store.ts';
import { gamePrizeFloorOf } from '../../../../shared/lottery/game-prize-group.ts';
import { multipleOf } from '../logic/multiple.ts';
import { prizeGroupChoices } from '../logic/prize-groups.ts';

const withoutMilli = betModes.filter((mode) => mode !== 'li');

/**
 * The ticket terms the player sets (unit mode, multiple, prize group) and what bounds them: 厘
 * only with the milli mode option on, the group between the game's floor and the player's group
 * on the game (`ownGroup`: their own, lowered to the game's cap), the
 * multiple within the game's payout cap (officialCapsOf, the caps the server prices with). A
 * choice that falls out of bounds (the option turned off, a type with a lower maximum) gives way
 * to the nearest allowed one without losing what the player typed.
 */
export function useBetTerms(game: TGameCatalogueEntry, type: TBetType, ownGroup: number) {
  const isMilliOn = useBetOptions((state) => state.options.milliMode);
  const modes = isMilliOn ? betModes : withoutMilli;
  const [chosenMode, setMode] = useState<TBetMode>('yuan');
  const mode = modes.includes(chosenMode) ? chosenMode : 'yuan';

  const floor = gamePrizeFloorOf(ownGroup, game);
  const caps = useMemo(() => {
    const payoutCaps = officialCapsOf(parseThousandths(game.MaxPayoutPerTicket) ?? 0n);
    return floor === null ? payoutCaps : { ...payoutCaps, minGroup: floor };
  }, [game.MaxPayoutPerTicket, floor]);
  const maxStake = parseThousandths(game.MaxStakePerIssue) ?? 0n;

  const groupChoices = useMemo(() => prizeGroupChoices(ownGroup, caps), [ownGroup, caps]);
  const [chosenGroup, setGroup] = useState(ownGroup);
  const group = groupChoices.includes(chosenGroup) ? chosenGroup : (groupChoices[0] ?? ownGroup);

  const [multipleDraft, setMultipleDraft] = useState('1');
  const max = useMemo(() => maxMultiple(type, mode, group, caps), [type, mode, group, caps]);
  const multiple = multipleOf(multipleDraft, max);

  return {
    modes,
    mode,
    setMode,
    caps,
    maxStake,
    groupChoices,
    group,
    setGroup,
    multipleDraft,
    setMultipleDraft,
    multiple,
    maxMultiple: max,
  };
}
