import { NavLink } from 'react-router';
import './tabbed-section-head.css';

/**
 * A section's title and its tabs, one link each to a route of the section (`to` relative to it;
 * '' is its index), the current one marked by the router.
 */
export function TabbedSectionHead({
  title,
  tabs,
}: {
  title: string;
  tabs: readonly { to: string; label: string }[];
}) {
  return (
    <>
      <div className="page-head">
        <h1>{title}</h1>
      </div>
      <nav className="section-tabs" aria-label={title}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end>
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
