import type { ReactNode } from 'react';
import './form-row.css';

/**
 * One labelled control of a form or filter bar: the label's text above the control and an
 * optional hint below, all inside the label, so a tap anywhere on the row focuses the control.
 */
export function FormRow({
  label,
  hint,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <label className="form-row">
      <span>{label}</span>
      {children}
      {hint && <small className="muted">{hint}</small>}
    </label>
  );
}
