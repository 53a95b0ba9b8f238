import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { roleLabel } from '../../shared/session/role-label.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { shellTexts } from './shell-texts.ts';

export function HeaderBar({
  isMenuOpen,
  onToggleMenu,
  onLogout,
}: {
  isMenuOpen: boolean;
  onToggleMenu(): void;
  onLogout(): void;
}) {
  const texts = shellTexts.useTexts();
  const admin = useSessionStore((state) => state.session?.admin);
  return (
    <header className="header-bar">
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={isMenuOpen}
        aria-controls="console-sidebar"
        onClick={onToggleMenu}
      >
        {texts.openMenu}
      </button>
      <span className="console-name">{texts.consoleName}</span>
      <div className="header-tools">
        {admin && (
          <span className="signed-in" aria-label={texts.signedInAs}>
            <strong className="admin-login-id">{admin.loginId}</strong>
            <span className="admin-role">{roleLabel(admin.roleName, currentLanguage())}</span>
          </span>
        )}
        <LanguageSwitch label={texts.language} />
        <button type="button" onClick={onLogout}>
          {texts.logout}
        </button>
      </div>
    </header>
  );
}
