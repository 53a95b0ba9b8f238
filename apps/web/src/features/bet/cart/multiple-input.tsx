import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { multipleCapOf } from './cart-amounts.ts';
import type { TCartTicket } from './cart-ticket.ts';

interface TMultipleInputProps {
  ticket: TCartTicket;
  multiple: number;
  onChange(multiple: number): void;
}

/**
 * The multiple of an official ticket: a number field with − and + beside it (touch). What is typed
 * is applied at once, clamped to 1..max by the store; the field shows the typed text until it
 * loses focus, so typing "25" is not interrupted by the "2" before it.
 */
export function MultipleInput({ ticket, multiple, onChange }: TMultipleInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const cap = multipleCapOf(ticket);
  const label = t('cart.multipleOf', { betType: ticket.betTypeName });
  return (
    <div className="cart-multiple">
      <button
        type="button"
        className="cart-step"
        aria-label={t('cart.multipleDown', { betType: ticket.betTypeName })}
        disabled={multiple <= 1}
        onClick={() => onChange(multiple - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={cap}
        step={1}
        aria-label={label}
        title={t('cart.maxMultiple', { max: cap })}
        value={draft ?? String(multiple)}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (/^\d+$/.test(text)) onChange(Number(text));
        }}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className="cart-step"
        aria-label={t('cart.multipleUp', { betType: ticket.betTypeName })}
        disabled={multiple >= cap}
        onClick={() => onChange(multiple + 1)}
      >
        +
      </button>
    </div>
  );
}
