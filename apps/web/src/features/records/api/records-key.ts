/**
 * Every records query starts with this key: a cancel or a stop changes tickets, plans and the
 * statement at once, so it invalidates them together.
 */
export const recordsKey = ['records'] as const;
