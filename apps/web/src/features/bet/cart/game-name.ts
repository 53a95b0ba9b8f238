/** A catalogue name ({zh, en} from LotteryGame/Data) in the page's language. */
export const gameNameIn = (names: { zh: string; en: string }, language: string) =>
  language === 'en' ? names.en : names.zh;
