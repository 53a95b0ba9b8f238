/**
 * The parts of the draws feature these screens reuse rather than copy: the schedule query and
 * hook, the server clock, the phase computation, the phase and result views, and their
 * styles. multi-bet → draws is a declared feature dependency (eslint.config.js
 * featureDependencies); every import of it outside the tests goes through this file, so what
 * is shared stays in sight and moves in one place if these parts go to shared/.
 */
import '../draws/styles/base.css';

export { IssueResult } from '../draws/components/issue-result.tsx';
export { PhaseStatus } from '../draws/components/phase-status.tsx';
export { useGameSchedules } from '../draws/hooks/use-game-schedules.ts';
export { useScheduleQuery } from '../draws/hooks/use-schedule-query.ts';
export { applyDrawnIssue } from '../draws/logic/apply-drawn-issue.ts';
export {
  cataloguePhaseOf,
  gamePhaseOf,
  shownIssueOf,
  type TGamePhaseState,
} from '../draws/logic/game-phase.ts';
export { issueListOf } from '../draws/logic/issue-list.ts';
export { nameIn } from '../draws/logic/names.ts';
