import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../dialogs/dialog-host.tsx';
import { askConfirm, showWarning } from '../dialogs/dialogs-store.ts';
import { initI18n } from '../i18n/i18n.ts';
import { Dialog } from '@lottery/client-kit';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({ withInner = false }: { withInner?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isInnerOpen, setIsInnerOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        open
      </button>
      {isOpen && (
        <Dialog
          title="Outer"
          onClose={() => setIsOpen(false)}
          actions={
            <>
              <button type="button" onClick={() => setIsInnerOpen(true)}>
                first
              </button>
              <button type="button">last</button>
            </>
          }
        >
          <p>body text</p>
        </Dialog>
      )}
      {withInner && isInnerOpen && (
        <Dialog title="Inner" role="alertdialog" onClose={() => setIsInnerOpen(false)}>
          <button type="button">inner</button>
        </Dialog>
      )}
    </>
  );
}

function openOuter() {
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Outer' }) };
}

describe('Dialog', () => {
  it('is a labelled modal dialog and takes focus', () => {
    render(<Harness />);
    const { dialog } = openOuter();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('body text');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'first' }));
  });

  it('traps Tab and Shift+Tab inside', () => {
    render(<Harness />);
    const { dialog } = openOuter();
    const first = screen.getByRole('button', { name: 'first' });
    const last = screen.getByRole('button', { name: 'last' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('pulls focus back when it lands outside', () => {
    render(<Harness />);
    const { opener } = openOuter();
    act(() => opener.focus());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'first' }));
  });

  it('closes on Escape and gives focus back to the opener', () => {
    render(<Harness />);
    const { opener, dialog } = openOuter();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('lets only the top dialog answer Escape, then focus returns inside the outer one', () => {
    render(<Harness withInner />);
    openOuter();
    const first = screen.getByRole('button', { name: 'first' });
    fireEvent.click(first);
    const inner = screen.getByRole('alertdialog', { name: 'Inner' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'inner' }));
    fireEvent.keyDown(inner, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.activeElement).toBe(first);
  });
});

describe('DialogHost', () => {
  it('auto-hides a warning after the host duration, counting down', async () => {
    vi.useFakeTimers();
    render(<DialogHost warningAutoHideMs={5000} />);
    let isClosed = false;
    act(() => {
      void showWarning('Bets are closed').then(() => (isClosed = true));
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('Closes in 5 s');
    // One act per tick: React commits (and sets the next tick's timer) when each act ends.
    act(() => vi.advanceTimersByTime(1000));
    expect(dialog.textContent).toContain('Closes in 4 s');
    for (let tick = 0; tick < 3; tick += 1) act(() => vi.advanceTimersByTime(1000));
    expect(dialog.textContent).toContain('Closes in 1 s');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => undefined);
    expect(isClosed).toBe(true);
  });

  it('answers a confirm: false on Escape, true on Confirm', async () => {
    render(<DialogHost warningAutoHideMs={null} />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = askConfirm('Log out?');
    });
    // Focus starts on the least destructive choice.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('alertdialog', { name: 'Notice' }), { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
    act(() => {
      answer = askConfirm('Log out?');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
