/**
 * The deposit and withdrawal screens and the CancelDepositNotify toast in one lazily loaded chunk:
 * one entry in the first page's table of chunks instead of six (the login bundle is at its
 * budget), and a player moving between the wallet's screens loads nothing more.
 */
export { showDepositCancelled } from '../../features/deposit/deposit-cancel-notice.ts';
export { default as DepositPage } from '../../features/deposit/pages/deposit-page.tsx';
export { default as DepositQrcodePage } from '../../features/deposit/pages/deposit-qrcode-page.tsx';
export { default as DepositRecordPage } from '../../features/records/pages/deposit-record-page.tsx';
export { default as WithdrawRequestPage } from '../../features/withdraw/pages/withdraw-request-page.tsx';
export { default as WithdrawRecordPage } from '../../features/withdraw/pages/withdraw-record-page.tsx';
