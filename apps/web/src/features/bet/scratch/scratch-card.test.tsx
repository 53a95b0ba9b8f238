import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { ScratchCard } from './scratch-card.tsx';

/** jsdom has no PointerEvent: a mouse event with a pointer type stands in. */
class TestPointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: MouseEventInit & { pointerType?: string } = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  vi.stubGlobal('PointerEvent', TestPointerEvent);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  const onReveal = vi.fn();
  render(
    <ScratchCard label="Scratch to see the result of issue 7" onReveal={onReveal}>
      <span role="img" aria-label="Winning number: 1 2 3" />
    </ScratchCard>,
  );
  const card = screen.getByRole('button', { name: 'Scratch to see the result of issue 7' });
  return { card, onReveal };
}

describe('ScratchCard', () => {
  it('hides what is under it from screen readers until revealed', () => {
    renderCard();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each(['Enter', ' '])('reveals at the key press of %j, once', (key) => {
    const { card, onReveal } = renderCard();
    card.focus();
    const event = fireEvent.keyDown(card, { key });
    expect(onReveal).toHaveBeenCalledOnce();
    // The default (the button's own activation) is prevented: no second reveal.
    expect(event).toBe(false);
  });

  it('ignores other keys', () => {
    const { card, onReveal } = renderCard();
    fireEvent.keyDown(card, { key: 'Tab' });
    fireEvent.keyDown(card, { key: 'a' });
    expect(onReveal).not.toHaveBeenCalled();
  });

  it('reveals on a click or tap', () => {
    const { card, onReveal } = renderCard();
    fireEvent.click(card);
    expect(onReveal).toHaveBeenCalledOnce();
  });

  it('clears the cells a finger scratches, and the rest once half is off', () => {
    const { card, onReveal } = renderCard();
    // 8 × 3 cells of 10 × 10 px.
    card.getBoundingClientRect = () => new DOMRect(0, 0, 80, 30);
    const scratchAt = (x: number, y: number) =>
      fireEvent.pointerMove(card, { pointerType: 'touch', clientX: x, clientY: y });
    const cleared = () => card.querySelectorAll('.scratch-cell.is-cleared').length;
    scratchAt(5, 5);
    scratchAt(6, 6);
    scratchAt(15, 5);
    expect(cleared()).toBe(2);
    // A mouse scratches only with its button held.
    fireEvent.pointerMove(card, { pointerType: 'mouse', buttons: 0, clientX: 25, clientY: 5 });
    expect(cleared()).toBe(2);
    for (let x = 25; x < 80; x += 10) scratchAt(x, 5);
    for (let x = 5; x < 30; x += 10) scratchAt(x, 15);
    expect(cleared()).toBe(11);
    expect(onReveal).not.toHaveBeenCalled();
    // The twelfth of 24 cells.
    scratchAt(35, 15);
    expect(onReveal).toHaveBeenCalledOnce();
  });
});
