import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { nameIn } from '../draws-parts.ts';
import type { TFamilyEntry } from '../logic/family-games.ts';

/** Links to the multi-bet screen of every family that has a game; the current one is marked. */
export function FamilyNav({
  families,
  label,
}: {
  families: readonly TFamilyEntry[];
  label: string;
}) {
  const { i18n } = useTranslation();
  return (
    <nav className="family-nav" aria-label={label}>
      <ul>
        {families.map((family) => (
          <li key={family.id}>
            <NavLink className="family-link" to={paths.multiBet.getHref(family.id)}>
              {nameIn(family.name, i18n.language)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
