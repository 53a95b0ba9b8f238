import { useSessionStore } from '../session/session-store.ts';

/**
 * Signs Bob in, a player who is no agent, for an hour: the session the tests of sharing a ticket
 * and of copying one into the cart start from (features may not import each other's fixtures).
 */
export function signInPlayer() {
  useSessionStore.setState({
    session: {
      accessToken: 't',
      isAgent: false,
      userName: 'bob',
      nickName: 'Bob',
      expiresAt: Date.now() + 3_600_000,
      loginType: 0,
      isBetVerified: false,
    },
  });
}
