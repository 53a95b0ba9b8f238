import { z } from 'zod';
import { ZText } from '../../validation/text.ts';
import { prizeTable, type TMoneySchema } from './prize-table.ts';

/** Most rains a day, and most packets one player may grab in one rain. */
export const maxRainsPerDay = 24;
export const maxGrabsPerRain = 50;

/** A rain's start in site time, HH:MM (24-hour). */
export const ZRainStart = ZText.regex(/^([01]\d|2[0-3]):[0-5]\d$/).describe('Site time HH:MM');

/** Minutes after site midnight of an HH:MM start. */
export const minuteOfRainStart = (start: string): number =>
  Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5));

/**
 * /RedPackRainActivity: daily windows in site time in which packets fall; each tap grabs one
 * (up to GrabsPerRain per player per rain), its amount drawn fairly from Prizes; RainBudget caps
 * what one rain pays, the activity's Budget what all of them pay.
 */
export const redPackRainConfig = <M extends TMoneySchema>(money: M) =>
  z
    .object({
      Type: z.literal('redPackRain'),
      Rains: z
        .array(
          z.object({
            Start: ZRainStart,
            Seconds: z.number().int().min(10).max(3600).describe('How long the packets fall'),
          }),
        )
        .min(1)
        .max(maxRainsPerDay)
        .describe('The day’s rains, in order, apart from one another, within the site day'),
      GrabsPerRain: z.number().int().min(1).max(maxGrabsPerRain),
      Prizes: prizeTable(money),
      // Most one rain pays, all players together.
      RainBudget: money,
    })
    .superRefine((config, context) => {
      let freeFrom = 0;
      for (const [index, rain] of config.Rains.entries()) {
        const startSecond = minuteOfRainStart(rain.Start) * 60;
        if (startSecond < freeFrom || startSecond + rain.Seconds > 24 * 3600)
          context.addIssue({
            code: 'custom',
            path: ['Rains', index],
            message: 'Rains are in order, do not overlap and end within the site day',
          });
        freeFrom = startSecond + rain.Seconds;
      }
    });
