import { deriveHashDraw, isBlockHash } from '@lottery/lottery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hashDigitMarks } from '../logic/hash-digit-marks.ts';
import { MarkedHash } from './marked-hash.tsx';
import { NumberBalls } from './number-balls.tsx';

/** Paste a block hash: it is checked and its 5 digits derived here, in the browser. */
export function HashVerifier() {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = useId();
  const [text, setText] = useState('');
  const hash = text.trim().replace(/^0x/i, '');
  const isValid = isBlockHash(hash);
  const isShown = hash !== '';
  return (
    <section className="card draws-card" aria-labelledby="hash-verifier">
      <h2 id="hash-verifier">{t('draws.hash.verifierTitle')}</h2>
      <div className="field">
        <label htmlFor={inputId}>{t('draws.hash.input')}</label>
        <input
          id={inputId}
          className="hash-input"
          value={text}
          placeholder={t('draws.hash.inputHint')}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={isShown && !isValid}
          aria-describedby={messageId}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div id={messageId} aria-live="polite" className="hash-result">
        {isShown && !isValid && (
          <p className="field-error">{t('draws.hash.invalid', { length: hash.length })}</p>
        )}
        {isValid && (
          <>
            <p className="valid-note">✓ {t('draws.hash.valid')}</p>
            <MarkedHash hash={hash} />
            <p>
              {t('draws.hash.derived')}:{' '}
              <strong data-testid="derived-digits">{deriveHashDraw(hash).join('')}</strong>
            </p>
            <NumberBalls numbers={deriveHashDraw(hash)} max={9} />
            {hashDigitMarks(hash).isExtended && <p className="muted">{t('draws.hash.extended')}</p>}
          </>
        )}
      </div>
    </section>
  );
}
