import { cashFlowTypes, type TNewbieTask } from '@lottery/contracts';
import { fail, succeed } from '../../../platform/result.ts';
import { readNewbieFacts } from './newbie-task-facts.ts';
import { chosenStep, claimedNumbers, hasStepToClaim } from './steps.ts';
import {
  claimsInPeriod,
  progressOfClaims,
  type TActivityTypeRules,
  type TPrizeEntry,
} from './type-rules.ts';

/**
 * newbieQuest: a new player's tasks (bind a bank card, first deposit, first bet…), each paying
 * its fixed prize once the task is done, claimed step by step (ClaimNo = the task's index) within
 * `withinDays` of registering. One period (`once`): each task pays once per player.
 */
export interface TNewbieQuestConfig {
  type: 'newbieQuest';
  tasks: { task: TNewbieTask; prize: bigint }[];
  withinDays: number;
}

type TStored = {
  type: 'newbieQuest';
  tasks: { task: TNewbieTask; prize: string }[];
  withinDays: number;
};

const dayMs = 86_400_000;

const tableOf = (prize: bigint): TPrizeEntry[] => [{ amount: prize, weight: 1 }];

export const newbieQuestRules: TActivityTypeRules<'newbieQuest', TNewbieQuestConfig, TStored> = {
  type: 'newbieQuest',
  cashFlowType: cashFlowTypes.newbieQuestPrize,
  periodKind: { only: 'once', reason: 'its prizes are paid once per player' },
  fromInput: (input) => ({
    type: input.Type,
    tasks: input.Tasks.map((task) => ({ task: task.Task, prize: task.Prize })),
    withinDays: input.WithinDays,
  }),
  wire: (config) => ({
    Type: config.type,
    Tasks: config.tasks.map((task) => ({ Task: task.task, Prize: task.prize })),
    WithinDays: config.withinDays,
  }),
  store: (config) => ({
    type: config.type,
    tasks: config.tasks.map((task) => ({ task: task.task, prize: task.prize.toString() })),
    withinDays: config.withinDays,
  }),
  read: (stored) => ({
    type: stored.type,
    tasks: stored.tasks.map((task) => ({ task: task.task, prize: BigInt(task.prize) })),
    withinDays: stored.withinDays,
  }),
  prizeTables: (config) => config.tasks.map((task) => tableOf(task.prize)),
  claimsPerPeriod: (config) => config.tasks.length,
  async progress(db, context) {
    const claimed = await claimsInPeriod(db, context);
    const taken = claimedNumbers(claimed);
    const facts = await readNewbieFacts(db, context.userId);
    return {
      ...progressOfClaims(claimed.length),
      steps: context.config.tasks.map((task, index) => ({
        claimNo: index,
        key: task.task,
        target: null,
        reached: null,
        done: facts.done.has(task.task),
        claimed: taken.has(index),
        prize: task.prize,
      })),
      claimWindowOver: context.nowMs >= facts.registeredAt + context.config.withinDays * dayMs,
    };
  },
  async plan(_db, context, progress, step) {
    const chosen = chosenStep(progress.steps, step);
    if (!chosen.ok) return chosen;
    if (progress.claimWindowOver)
      return fail('ActivityNewbieWindowClosed', { days: String(context.config.withinDays) });
    const prize = context.config.tasks[chosen.value.claimNo]?.prize ?? 0n;
    return succeed({ claimNo: chosen.value.claimNo, streakDay: null, table: tableOf(prize) });
  },
  hasClaimLeft: (progress) => !progress.claimWindowOver && hasStepToClaim(progress.steps),
  tableOfClaim: (config, claim) => tableOf(config.tasks[claim.claimNo]?.prize ?? 0n),
};
