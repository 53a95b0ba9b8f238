import { z } from 'zod';
import { ZRealName } from '../account/account-security-schemas.ts';
import { ZLoginId } from '../auth/auth-schemas.ts';
import { ZText } from '../validation/text.ts';

/** Clears a player's fund password (they forgot it and cannot prove the login password). */
export const ZResetFundPasswordRequest = z
  .object({ LoginId: ZLoginId, Reason: ZText.min(1).max(200) })
  .meta({ id: 'ResetFundPasswordRequest' });

/** An administrator sets or (null) clears the real name the player can set only once. */
export const ZSetPlayerRealNameRequest = z
  .object({ LoginId: ZLoginId, Reason: ZText.min(1).max(200), RealName: ZRealName.nullable() })
  .meta({ id: 'SetPlayerRealNameRequest' });
export type TSetPlayerRealNameRequest = z.infer<typeof ZSetPlayerRealNameRequest>;
