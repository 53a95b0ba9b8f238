/**
 * @lottery/lottery: the rules of every game the site sells. Pure functions, no I/O: the server
 * charges and pays with them, the web client shows counts and amounts with them, so both agree.
 */
export type {
  TBetType,
  TPrizeLevel,
  TSelectionShape,
  TUnit,
  TWinRequirement,
  TWins,
} from './core/bet-type.ts';
export { requirementHolds } from './core/win-requirement.ts';
export type { TDrawFormat, TFamily, TFamilyId } from './core/family.ts';
export { fraction, fractionToNumber, type TFraction } from './core/fraction.ts';
export type { TNames } from './core/names.ts';
export type { TFault, TFaultCode, TSelection, TValidation } from './core/selection.ts';
export { allBetTypes, betTypesOf, families, findBetType } from './catalogue.ts';
export { countUnits, expandUnits, settle, validateSelection, type TCounted } from './operations.ts';
export {
  betModes,
  isBetMode,
  modeDivisors,
  unitAmount,
  unitPriceThousandths,
  type TBetMode,
  type TThousandths,
} from './pricing/bet-mode.ts';
export {
  effectiveGroup,
  equalLevelShares,
  exactPrize,
  levelPrize,
  maxMultiple,
  type TOfficialCaps,
} from './pricing/prize-group.ts';
export { officialCapsOf } from './pricing/site-caps.ts';
export {
  maxPrizeGroup,
  payout,
  priceTicket,
  type TOfficialPrice,
  type TOfficialTerms,
  type TOfficialTicket,
  type TPayout,
  type TPricingFault,
  type TPricingFaultCode,
} from './pricing/official-book.ts';
export {
  maxOddsThousandths,
  minOddsThousandths,
  tieLevel,
  validateOddsTable,
  type TOddsEntry,
  type TOddsProblem,
  type TOddsProblemCode,
  type TOddsTable,
  type TOddsValidation,
  type TTieRule,
} from './pricing/odds-table.ts';
export {
  payoutTwoSided,
  priceTwoSided,
  settleTwoSided,
  type TTwoSidedFaultCode,
  type TTwoSidedPayout,
  type TTwoSidedPrice,
  type TTwoSidedTerms,
  type TTwoSidedTicket,
} from './pricing/two-sided-book.ts';
export {
  categoriesOf,
  findCategory,
  lotteryCategories,
  type TLotteryCategory,
  type TNumberFormat,
} from './categories/lottery-categories.ts';
export {
  parseWinningNumber,
  parseWinningNumberAs,
  type TWinningNumber,
  type TWinningNumberFault,
} from './categories/winning-number.ts';
export {
  dropReasons,
  entryFormatOf,
  entryFormatOfType,
  formatEntry,
  normaliseEntries,
  type TDropReason,
  type TDroppedEntry,
  type TEntryFormat,
  type TEntryOptions,
  type TTypedEntries,
} from './entry/typed-entry.ts';
export { quickPick, quickPicks, type TQuickPick } from './helpers/quick-pick.ts';
export { randomPick } from './helpers/random-pick.ts';
export { sampleDistinct, seededRandomInt, type TRandomInt } from './helpers/seeded-random.ts';
export {
  beadRoad,
  beadRoadRows,
  bigSmallAt,
  oddEvenAt,
  roadOf,
  streaks,
  type TClassifier,
  type TStreaks,
} from './helpers/roads.ts';
export { markSixTypesFor } from './families/mark-six/mark-six-types.ts';
export { deriveHashDraw, isBlockHash } from './families/hash/hash-types.ts';
export { deriveLucky28Draw } from './families/lucky28/lucky28-types.ts';
export { bytesToHex, hexToBytes, hmacSha256Hex, sha256Hex } from './core/sha256.ts';
export {
  commitmentOf,
  drawFromSeed,
  miaoMiaoDraw,
  verifyDraw,
  type TDrawProof,
  type TVerification,
} from './fairness/provably-fair.ts';
export {
  assertIssueSchedule,
  dateOfDayNumber,
  dayNumberOf,
  issueAt,
  issuesOfDay,
  type TCounterBase,
  type TIssueSchedule,
  type TScheduledIssue,
} from './schedule/issue-schedule.ts';
export {
  compareSerials,
  defaultOldIssueLength,
  drawScheduleState,
  type TDrawScheduleOptions,
  type TDrawScheduleState,
  type TIssueTimes,
} from './schedule/draw-schedule-state.ts';
export {
  drawnFormatOf,
  fairIssueDraw,
  formatNumbers,
  issueNumberText,
  originalFormatOf,
  parseIssueResult,
  winningFromOriginal,
  type TIssueNumberText,
} from './fairness/issue-draw.ts';
export {
  drawStatistics,
  hotColdLength,
  type TBallStatistics,
  type THistoryStatistics,
  type TPositionStatistics,
  type TRoadStreak,
} from './helpers/draw-statistics.ts';
export {
  maxTotalWeight,
  prizeDrawEntropy,
  prizeDrawIndex,
  totalWeightOf,
  verifyPrizeDraw,
  type TPrizeDrawInput,
  type TPrizeDrawProof,
  type TPrizeDrawVerification,
  type TWeightedPrize,
} from './fairness/weighted-draw.ts';
export {
  prizeRanks,
  reelsOfRank,
  slotReelsOf,
  slotSymbols,
  type TSlotReels,
  type TSlotSymbol,
} from './fairness/slot-reels.ts';
