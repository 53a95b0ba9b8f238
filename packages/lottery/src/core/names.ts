/** A display name in both languages of the product (this package imports nothing of ours). */
export interface TNames {
  readonly zh: string;
  readonly en: string;
}

export const names = (zh: string, en: string): TNames => ({ zh, en });
