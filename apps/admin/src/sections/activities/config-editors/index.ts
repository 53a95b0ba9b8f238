import type { TBuiltActivityType } from '@lottery/contracts';
import type { TConfigEditor } from './config-editor-types.ts';
import { dailySignInRedPackEditor } from './daily-sign-in-red-pack-editor.tsx';
import { lionKingContestEditor } from './lion-king-contest-editor.tsx';
import { redPackRainEditor } from './red-pack-rain-editor.tsx';
import { redPacketSolitaireEditor } from './red-packet-solitaire-editor.tsx';
import { rouletteEditor } from './roulette-editor.tsx';
import { newbieQuestEditor } from './newbie-quest-editor.tsx';
import { firstDepositByCategoryEditor } from './first-deposit-by-category-editor.tsx';
import { depositConsumeKeno2Editor } from './deposit-consume-keno2-editor.tsx';
import { dailyInterestEditor } from './daily-interest-editor.tsx';
import { lucky7SlotEditor } from './lucky7-slot-editor.tsx';
import { oneDollarEditor } from './one-dollar-editor.tsx';

export type { TConfigEditor, TConfigEditorProps, TConfigOf } from './config-editor-types.ts';

/**
 * The configuration editor of each activity type an operator can create
 * (contracts activityTypesBuilt). A new type: one file in this folder exporting its
 * `TConfigEditor` (an Editor component taking value, onChange and errors, and the initial
 * configuration of a new activity), and one line here; the type checker refuses a built type
 * without an editor. The activity form picks the editor by the activity's type.
 */
export const configEditors: { [T in TBuiltActivityType]: TConfigEditor<T> } = {
  dailySignInRedPack: dailySignInRedPackEditor,
  roulette: rouletteEditor,
  newbieQuest: newbieQuestEditor,
  firstDepositByCategory: firstDepositByCategoryEditor,
  depositConsumeKeno2: depositConsumeKeno2Editor,
  lionKingContest: lionKingContestEditor,
  dailyInterest: dailyInterestEditor,
  lucky7Slot: lucky7SlotEditor,
  oneDollar: oneDollarEditor,
  redPackRain: redPackRainEditor,
  redPacketSolitaire: redPacketSolitaireEditor,
};
