import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type TConfirmDialogProps } from './confirm-dialog.tsx';

afterEach(cleanup);

function Harness(props: Partial<TConfirmDialogProps> & { onConfirm(reason: string): void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        disable adminops
      </button>
      {isOpen && (
        <ConfirmDialog
          title="停用管理员"
          effect="adminops 的会话将立即结束"
          {...props}
          onConfirm={props.onConfirm}
          onCancel={() => setIsOpen(false)}
        />
      )}
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'disable adminops' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('alertdialog', { name: '停用管理员' }) };
}

describe('ConfirmDialog', () => {
  it('names the effect and starts on Cancel when no reason is asked, so Enter does no harm', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const { dialog } = open();
    expect(dialog.textContent).toContain('adminops 的会话将立即结束');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' }));
  });

  it('Escape cancels and gives focus back to the opener', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const { opener, dialog } = open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Tab and Shift+Tab stay inside the dialog', () => {
    render(<Harness onConfirm={vi.fn()} reason={{ isRequired: true }} />);
    const { dialog } = open();
    const reason = screen.getByRole('textbox', { name: '原因' });
    const confirm = screen.getByRole('button', { name: '确定' });
    expect(document.activeElement).toBe(reason);
    confirm.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(reason);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('a required reason: Enter with none says so; typed, Enter confirms with it', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} reason={{ isRequired: true }} />);
    open();
    const reason = screen.getByRole('textbox', { name: '原因' });
    fireEvent.submit(reason.closest('form')!);
    expect(screen.getByRole('alert').textContent).toContain('请填写原因');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: '  left the company ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.submit(reason.closest('form')!);
    expect(onConfirm).toHaveBeenCalledWith('left the company');
  });

  it('busy: the confirm button is disabled and a second submit does nothing', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} isBusy />);
    open();
    const confirm = screen.getByRole('button', { name: '提交中…' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(confirm.closest('form')!);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
