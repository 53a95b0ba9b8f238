import { z } from 'zod';
import { prizeTable, type TMoneySchema } from './prize-table.ts';

/**
 * /RedPacketSolitaire: a relay of packets opened in order each period; packet k opens once the
 * period's turnover reaches its Turnover and packet k-1 is open; each packet's amount is drawn
 * fairly from its own table.
 */
export const redPacketSolitaireConfig = <M extends TMoneySchema>(money: M) =>
  z
    .object({
      Type: z.literal('redPacketSolitaire'),
      Packets: z
        .array(
          z.object({
            // The period's turnover that unlocks it (0: at once).
            Turnover: money,
            Prizes: prizeTable(money),
          }),
        )
        .min(1)
        .max(20),
    })
    .superRefine((config, context) => {
      // A number (answers) or bigint (requests) by the money schema; both compare alike.
      const turnovers = config.Packets.map(
        (packet) => (packet as { Turnover: number | bigint }).Turnover,
      );
      for (const [index, turnover] of turnovers.entries()) {
        const previous = turnovers[index - 1];
        if (previous !== undefined && turnover < previous)
          context.addIssue({
            code: 'custom',
            path: ['Packets', index, 'Turnover'],
            message: 'Each packet asks at least the turnover of the one before it',
          });
      }
    });
