import { z } from 'zod';

/** What an online channel's settings blob holds: which gateway, and its product code. */
export const ZOnlinePaySettings = z.object({
  gateway: z.string().regex(/^[a-z0-9-]{2,32}$/),
  payType: z.string().regex(/^[A-Za-z0-9_.-]{1,32}$/),
});
export type TOnlinePaySettings = z.infer<typeof ZOnlinePaySettings>;
