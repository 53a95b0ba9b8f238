import type { ReactNode } from 'react';

export interface TDetailItem {
  label: ReactNode;
  value: ReactNode;
  /** Spans the panel's width (long text, a diff). */
  isWide?: boolean;
}

/** A record's fields as a label/value list. */
export function DetailPanel({ title, items }: { title?: ReactNode; items: TDetailItem[] }) {
  return (
    <section className="detail-panel">
      {title && <h3 className="detail-title">{title}</h3>}
      <dl className="detail-list">
        {items.map((item, index) => (
          <div key={index} className={item.isWide ? 'detail-item wide' : 'detail-item'}>
            <dt>{item.label}</dt>
            <dd>{item.value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
