import { z } from 'zod';

export const ZHealth = z
  .object({
    Status: z.literal('ok'),
    Database: z.enum(['pglite', 'postgres']),
    ServerTime: z.number().int().describe('Server clock, epoch ms'),
  })
  .meta({ id: 'Health' });
export type THealth = z.infer<typeof ZHealth>;
