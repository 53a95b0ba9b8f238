import type { TTokenResponse } from '@lottery/contracts';

/** A player's login answer, for tests that start the app with a stored session. */
export const playerToken: TTokenResponse = {
  access_token: 'token',
  token_type: 'Bearer',
  expires_in: 1800,
  IsAgent: false,
  UserName: 'player1',
  NickName: 'player1',
  LoginType: 1,
};
