import { useState } from 'react';
import { fill } from '../shared/i18n/define-texts.ts';
import { authTexts } from './auth-texts.ts';

/**
 * The ten recovery codes, shown once: copy them all, or download them as a text file (a blob
 * URL, which the Content-Security-Policy's default-src 'self' does not govern for downloads).
 */
export function RecoveryCodesView({
  loginId,
  codes,
  onDone,
}: {
  loginId: string;
  codes: readonly string[];
  onDone(): void;
}) {
  const texts = authTexts.useTexts();
  const [isCopied, setIsCopied] = useState(false);
  const asText = `${fill(texts.recovery.fileHeader, { loginId })}\n\n${codes.join('\n')}\n`;

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
      <h2 id="recovery-title">{texts.recovery.title}</h2>
      <p>{texts.recovery.intro}</p>
      <ol className="code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <button type="button" onClick={() => void copy()}>
          {isCopied ? texts.enrol.copied : texts.recovery.copy}
        </button>
        <button type="button" onClick={download}>
          {texts.recovery.download}
        </button>
        <button
          type="button"
          className="button-primary"
          data-testid="recovery-done"
          onClick={onDone}
        >
          {texts.recovery.done}
        </button>
      </div>
    </section>
  );
}
