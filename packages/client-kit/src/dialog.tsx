import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusablesIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(focusableSelector));

/**
 * Open dialogs, innermost last. A confirm dialog can open over another (the bet options panel, a detail); only the
 * top one traps focus and answers Escape, or the two would fight over focus.
 */
const openDialogs: HTMLElement[] = [];
const isTop = (dialog: HTMLElement) => openDialogs[openDialogs.length - 1] === dialog;

export interface TDialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the body. */
  actions?: ReactNode;
  /** Escape: the same as cancel. */
  onClose(): void;
  /** alertdialog for dialogs that interrupt (warning, confirm), dialog for the rest. */
  role?: 'dialog' | 'alertdialog';
  /** Off for bodies that are forms: a screen reader would read every control as description. */
  isBodyDescription?: boolean;
  className?: string;
}

/**
 * The modal dialog every shell dialog is built on (WAI-ARIA APG dialog pattern): labelled by
 * its title, focus moved in (to `[data-autofocus]`, else the first control) and trapped there,
 * Escape closes, and focus goes back to the element that had it before.
 */
export function Dialog({
  title,
  children,
  actions,
  onClose,
  role = 'dialog',
  isBodyDescription = true,
  className,
}: TDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    document.body.classList.add('has-dialog');
    const first = () =>
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(dialog)[0] ?? dialog;
    first().focus();
    // A click on the page behind (or a script) must not leave focus outside the dialog.
    const keepFocusInside = (event: FocusEvent) => {
      if (isTop(dialog) && event.target instanceof Node && !dialog.contains(event.target)) {
        first().focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (openDialogs.length === 0) document.body.classList.remove('has-dialog');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = ref.current;
    if (!dialog || !isTop(dialog)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusablesIn(dialog);
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === firstItem || active === dialog)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && active === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  }

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className={className ? `dialog ${className}` : 'dialog'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={isBodyDescription ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 className="dialog-title" id={titleId}>
          {title}
        </h2>
        <div className="dialog-body" id={bodyId}>
          {children}
        </div>
        {actions && <div className="dialog-actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
