import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TSection } from '../../sections/section-types.ts';
import { isSectionAllowed } from '../../sections/section-types.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { NotPermittedPage } from '../pages/not-permitted-page.tsx';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per section, made once, so navigating back does not reload its code. */
function pageOf(section: TSection) {
  let page = pages.get(section.id);
  if (!page) {
    page = lazy(section.load);
    pages.set(section.id, page);
  }
  return page;
}

/**
 * A section's screens, or the not-permitted page when the role lacks its permission: the
 * navigation hides such sections, and this refuses them when reached by address or bookmark.
 * (The server refuses their calls all the same; this only spares a screen of errors.)
 */
export function SectionRoute({ section }: { section: TSection }) {
  const permissions = usePermissions();
  if (!isSectionAllowed(section, permissions)) return <NotPermittedPage />;
  const Page = pageOf(section);
  return <Page />;
}
