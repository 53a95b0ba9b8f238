/** The three account screens in one lazily loaded chunk (see wallet-screens.ts for why). */
export { default as AccountInfoPage } from '../../features/account/pages/account-info-page.tsx';
export { default as AccountSecurityPage } from '../../features/account/pages/account-security-page.tsx';
export { default as AccountPasswordPage } from '../../features/account/pages/account-password-page.tsx';
