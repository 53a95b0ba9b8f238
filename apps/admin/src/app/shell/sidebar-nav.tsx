import { NavLink } from 'react-router';
import { sections } from '../../sections/index.ts';
import { sectionGroups, sectionsAllowed } from '../../sections/section-types.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { shellTexts } from './shell-texts.ts';

/** The sections this administrator's permissions allow, by group; nothing else is listed. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const texts = shellTexts.useTexts();
  const language = currentLanguage();
  const allowed = sectionsAllowed(sections, usePermissions());
  const groups = sectionGroups
    .map((group) => ({
      group,
      items: allowed.filter((section) => (section.group ?? 'system') === group),
    }))
    .filter((entry) => entry.items.length > 0);
  return (
    <nav className="sidebar-nav" aria-label={texts.navigation}>
      {groups.map(({ group, items }) => (
        <div key={group} className="nav-group">
          <h2 className="nav-group-title">{texts.groups[group]}</h2>
          <ul>
            {items.map((section) => (
              <li key={section.id}>
                <NavLink to={`/${section.path}`} {...(onNavigate ? { onClick: onNavigate } : {})}>
                  {section.title[language]}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
