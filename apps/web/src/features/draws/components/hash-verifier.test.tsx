import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { HashVerifier } from './hash-verifier.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(cleanup);

const genesis = '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f';

function type(text: string) {
  const input = screen.getByLabelText('Block hash');
  fireEvent.change(input, { target: { value: text } });
  return input;
}

describe('HashVerifier', () => {
  it('derives the digits of a known hash in the browser', () => {
    render(<HashVerifier />);
    const input = type(genesis);
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('✓ Valid block hash')).toBeTruthy();
    expect(screen.getByTestId('derived-digits').textContent).toBe('60826');
    expect(screen.getByRole('img', { name: 'Winning number: 6 0 8 2 6' })).toBeTruthy();
    // The five characters read are highlighted, in reading order.
    const marked = [...document.querySelectorAll('.hash-result mark')].map((m) => m.textContent);
    expect(marked.join('')).toBe('60826');
  });

  it('reads the digits from the end, skipping letters', () => {
    render(<HashVerifier />);
    type(`  0x${'A'.repeat(54)}1B2C3D4E5F  `);
    expect(screen.getByTestId('derived-digits').textContent).toBe('12345');
  });

  it('refuses what is not a 64-character hex hash', () => {
    render(<HashVerifier />);
    const input = type('abc123');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/this one has 6/)).toBeTruthy();
    expect(screen.queryByTestId('derived-digits')).toBeNull();
    type(`${'g'.repeat(64)}`);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
