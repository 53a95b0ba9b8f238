import { z } from 'zod';
import type { TMoneySchema } from './prize-table.ts';

/**
 * The tasks a new account can do that this product records: a bank card bound for withdrawals,
 * a fund password, security questions, the first credited deposit and the first bet.
 */
export const newbieTasks = [
  'bindBankCard',
  'setFundPassword',
  'setSecurityQuestions',
  'firstDeposit',
  'firstBet',
] as const;
export type TNewbieTask = (typeof newbieTasks)[number];

/** /NewbieQuestActivity: a new player's tasks, each with its fixed prize, claimed once done. */
export const newbieQuestConfig = <M extends TMoneySchema>(money: M) =>
  z.object({
    Type: z.literal('newbieQuest'),
    Tasks: z
      .array(z.object({ Task: z.enum(newbieTasks), Prize: money }))
      .min(1)
      .max(newbieTasks.length)
      .refine((tasks) => new Set(tasks.map((task) => task.Task)).size === tasks.length, {
        message: 'each task at most once',
      })
      .describe('The tasks in the order shown; a step per task (its ClaimNo is its index)'),
    WithinDays: z
      .number()
      .int()
      .min(1)
      .max(365)
      .describe('Prizes are claimable until this many days after the account was registered'),
  });
