/**
 * Every query of the player's records (bets, chained bets, statement, profit report) starts with
 * this key: anything that moves money or tickets (a bet, a cancel, a stop) invalidates them
 * together with it, whichever feature did it.
 */
export const recordsKey = ['records'] as const;
