import { Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { logout } from '../../auth/api/logout.ts';
import { HeaderBar } from './header-bar.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { uiTexts } from '../../shared/ui/ui-texts.ts';

/**
 * The signed-in console: header (administrator, role, language, logout), the navigation of the
 * sections the role allows, and the screen. Below 1024 px (a tablet) the navigation folds away
 * behind the menu button.
 */
export function ConsoleLayout() {
  const navigate = useNavigate();
  const loading = uiTexts.useTexts().loading;
  const [isMenuOpen, setIsMenuOpen] = useState(false);

  async function onLogout() {
    await logout();
    await navigate('/login', { replace: true });
  }

  return (
    <div className={isMenuOpen ? 'console menu-open' : 'console'}>
      <HeaderBar
        isMenuOpen={isMenuOpen}
        onToggleMenu={() => setIsMenuOpen((open) => !open)}
        onLogout={() => void onLogout()}
      />
      <aside id="console-sidebar" className="sidebar">
        <SidebarNav onNavigate={() => setIsMenuOpen(false)} />
      </aside>
      <main className="console-main">
        <Suspense fallback={<p className="table-state">{loading}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
