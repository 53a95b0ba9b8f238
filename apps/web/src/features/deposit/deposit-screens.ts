/**
 * The three deposit screens in one lazily loaded chunk: one entry in the first page's table of
 * chunks instead of three (the login bundle is at its budget), and a player moving between
 * /Deposit, /DepositQrcode and /DepositRecord loads nothing more.
 */
export { default as DepositPage } from './pages/deposit-page.tsx';
export { default as DepositQrcodePage } from './pages/deposit-qrcode-page.tsx';
export { default as DepositRecordPage } from './pages/deposit-record-page.tsx';
