export type TBrowser = 'edge' | 'firefox' | 'sogou' | 'chrome' | 'other';

/**
 * Browsers built on Chromium that name themselves next to "Chrome/" in the user agent. They are
 * not Chrome: the advice is for them too (in-app browsers such as WeChat's first of all).
 */
const otherChromiumBrowsers =
  /OPR\/|Opera|SamsungBrowser|UCBrowser|UBrowser|QQBrowser|360SE|360EE|QihooBrowser|MicroMessenger|YaBrowser|Vivaldi|MiuiBrowser|HuaweiBrowser|HeyTapBrowser|VivoBrowser|baiduboxapp|BIDUBrowser|2345Explorer|LBBROWSER|Maxthon|Quark|AlipayClient|DingTalk|Weibo|; wv\)/i;

/**
 * Which of the recommended browsers (SPEC §2: Edge, Firefox, Sogou, Chrome) a user agent is.
 * Order matters: Edge and Sogou also say "Chrome/", so they are tested first. Chromium headless
 * says "HeadlessChrome/" and counts as Chrome (the end-to-end tests run in it).
 */
export function detectBrowser(userAgent: string): TBrowser {
  if (/\bEdg(?:e|A|iOS)?\//.test(userAgent)) return 'edge';
  if (/MetaSr|SogouMobileBrowser|SogouSearch/i.test(userAgent)) return 'sogou';
  if (/\b(?:Firefox|FxiOS)\//.test(userAgent)) return 'firefox';
  if (otherChromiumBrowsers.test(userAgent)) return 'other';
  if (/\b(?:HeadlessChrome|Chrome|CriOS)\//.test(userAgent)) return 'chrome';
  return 'other';
}

export const isRecommendedBrowser = (userAgent: string) => detectBrowser(userAgent) !== 'other';
