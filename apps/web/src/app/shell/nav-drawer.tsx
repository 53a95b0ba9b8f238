import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { useUserInfo } from '../../shared/user-info/user-info-store.ts';
import { Dialog } from '@lottery/client-kit';
import { ActivityUnreadBadge } from './activity-unread-badge.tsx';
import { InstantUnreadBadge } from './instant-unread-badge.tsx';
import { navGroups } from './nav-sections.ts';
import '../../shared/i18n/locales/sections/shell-sections.ts';

/** Three bars; decorative, the button has its text. */
function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The menu of every section (a drawer from the left edge, on a phone and a desktop alike), the
 * agent centre for agents only, sections not built yet marked "coming soon". `settings` are the
 * header's own actions, repeated here because a phone's header has no room for them.
 */
export function NavDrawer({ settings }: { settings: ReactNode }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const isAgent = useSessionStore((state) => state.session?.isAgent ?? false);
  const bonusPrivileges = useUserInfo((state) => state.bonusPrivileges);
  const relayEntryable = useUserInfo((state) => state.activityInfo.redPacketSolitaireEntryable);
  const close = () => setIsOpen(false);
  return (
    <>
      <button
        type="button"
        className="header-button nav-open"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
      >
        <MenuIcon />
        <span className="header-button-text">{t('shell.menu.open')}</span>
        <InstantUnreadBadge />
      </button>
      {isOpen && (
        <Dialog
          title={t('shell.menu.title')}
          className="nav-drawer"
          isBodyDescription={false}
          onClose={close}
          actions={
            <button type="button" className="button" onClick={close}>
              {t('shell.menu.close')}
            </button>
          }
        >
          <nav aria-label={t('shell.menu.title')}>
            {navGroups
              .filter((group) => !group.isAgentOnly || isAgent)
              .map((group) => (
                <section key={group.label} className="nav-group">
                  <h3 className="nav-group-title">{t(`shell.nav.${group.label}`)}</h3>
                  <ul className="nav-list">
                    {group.items
                      .filter(
                        (item) =>
                          (!item.bonusPrivilege || bonusPrivileges?.[item.bonusPrivilege]) &&
                          (!item.whenEntryable || relayEntryable),
                      )
                      .map((item) => (
                        <li key={item.href}>
                          <NavLink className="nav-link" to={item.href} end onClick={close}>
                            {t(`shell.nav.${item.label}`)}
                            {item.label === 'chat' && <InstantUnreadBadge />}
                            {item.label === 'activityList' && <ActivityUnreadBadge />}
                            {!item.isBuilt && (
                              <span className="nav-soon"> {t('shell.menu.comingSoon')}</span>
                            )}
                          </NavLink>
                        </li>
                      ))}
                  </ul>
                </section>
              ))}
          </nav>
          <section className="nav-group nav-settings" aria-label={t('shell.menu.settings')}>
            {settings}
          </section>
        </Dialog>
      )}
    </>
  );
}
