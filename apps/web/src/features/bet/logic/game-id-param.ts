/** The game of a /Bet/:id address: a number of up to six digits, else no game (null). */
export const gameIdOfParam = (id: string | undefined): number | null =>
  /^\d{1,6}$/.test(id ?? '') ? Number(id) : null;
