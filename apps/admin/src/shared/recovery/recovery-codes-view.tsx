import { useState } from 'react';
import { fill } from '../i18n/define-texts.ts';
import { recoveryTexts } from './recovery-texts.ts';

/**
 * The ten recovery codes, shown once: copy them all, or download them as a text file (a blob
 * URL, which the Content-Security-Policy's default-src 'self' does not govern for downloads).
 */
export function RecoveryCodesView({
  loginId,
  codes,
  done,
}: {
  loginId: string;
  codes: readonly string[];
  /** The button that leaves the codes (open the console, close the panel). */
  done?: { label: string; onClick(): void };
}) {
  const texts = recoveryTexts.useTexts();
  const [isCopied, setIsCopied] = useState(false);
  const asText = `${fill(texts.fileHeader, { loginId })}\n\n${codes.join('\n')}\n`;

  async function copy() {
    await navigator.clipboard?.writeText(asText);
    setIsCopied(true);
  }
  function download() {
    const url = URL.createObjectURL(new Blob([asText], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `recovery-codes-${loginId}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section className="recovery-codes" aria-labelledby="recovery-title">
      <h2 id="recovery-title">{texts.title}</h2>
      <p>{texts.intro}</p>
      <ol className="code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <button type="button" onClick={() => void copy()}>
          {isCopied ? texts.copied : texts.copy}
        </button>
        <button type="button" onClick={download}>
          {texts.download}
        </button>
        {done && (
          <button
            type="button"
            className="button-primary"
            data-testid="recovery-done"
            onClick={done.onClick}
          >
            {done.label}
          </button>
        )}
      </div>
    </section>
  );
}
