import type { TNames } from '@lottery/lottery';

/** A name from the rules engine or the catalogue ({zh, en}) in the page's language. */
export const nameIn = (names: TNames, language: string) =>
  language === 'en' ? names.en : names.zh;

/** A ball as the draw shows it: two digits where the game's balls reach 10 (01-11, 01-80). */
export const ballText = (ball: number, max: number) =>
  max >= 10 ? String(ball).padStart(2, '0') : String(ball);
