/**
 * The few codes the player app's first pages (login, register) compare answers with, apart from
 * their catalogue entries: importing a catalogue would put its every text into that page's bundle
 * (the ErrorMsg screen and the others look the texts up in their own, lazily loaded, chunks).
 */
export const ipRestrictedCode = 1004;
export const totpRequiredCode = 2023;
/** An invite link refused at registration: the register page shows these on the code field. */
export const registerLinkExpiredCode = 8141;
export const registerLinkDisabledCode = 8142;
export const registerLinkUsedUpCode = 8143;
