import { deriveHashDraw } from '@lottery/lottery';
import { useTranslation } from 'react-i18next';
import { MarkedHash } from './marked-hash.tsx';
import { NumberBalls } from './number-balls.tsx';

/** Bitcoin's genesis block: a hash anyone can look up, to work the rule through. */
export const exampleBlockHash = '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f';

/** How a hash game's issue gets its number, with the worked example computed by the rule. */
export function HashExplainer() {
  const { t } = useTranslation();
  const digits = deriveHashDraw(exampleBlockHash);
  return (
    <section className="card draws-card" aria-labelledby="hash-rules">
      <p>{t('draws.hash.intro')}</p>
      <h2 id="hash-rules">{t('draws.hash.rulesTitle')}</h2>
      <ol className="hash-rules">
        <li>{t('draws.hash.rule1')}</li>
        <li>{t('draws.hash.rule2')}</li>
        <li>{t('draws.hash.rule3')}</li>
        <li>{t('draws.hash.rule4')}</li>
      </ol>
      <h3>{t('draws.hash.exampleTitle')}</h3>
      <p>{t('draws.hash.exampleText', { digits: digits.join('') })}</p>
      <MarkedHash hash={exampleBlockHash} />
      <NumberBalls numbers={digits} max={9} />
    </section>
  );
}
