/**
 * Hub event to the player when an order of theirs is cancelled by finance, the expiry job or the
 * channel (SPEC §7 CancelDepositNotify; payload ZCancelDepositNotify, the relay adds DedupeKey).
 * A file without schemas: the web app's hub listener imports it into the first page.
 */
export const cancelDepositNotifyEvent = 'CancelDepositNotify';
