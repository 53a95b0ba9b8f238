/** The shape of a message tree with every text widened to string: what another language fills. */
export type TWiden<T> = { [K in keyof T]: T[K] extends string ? string : TWiden<T[K]> };
