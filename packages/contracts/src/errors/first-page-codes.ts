/**
 * The few codes the player app's first page compares answers with, apart from their catalogue
 * entries: importing `playerErrors` would put every player-facing text into that page's bundle
 * (the ErrorMsg screen and the others look the texts up in their own, lazily loaded, chunks).
 */
export const ipRestrictedCode = 1004;
export const totpRequiredCode = 2023;
