import { useId, type ReactNode } from 'react';
import { RecordsNav } from './records-nav.tsx';

/** The frame of every records page: the page's region named by its title, then the records nav. */
export function RecordsPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="records-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <RecordsNav />
      {children}
    </section>
  );
}
