import { shellTexts } from '../shell/shell-texts.ts';

/** A section whose code failed to load or whose screen threw: the shell stays usable around it. */
export function SectionFailedPage() {
  const texts = shellTexts.useTexts();
  return (
    <section className="status-page" role="alert">
      <p>{texts.sectionFailed}</p>
    </section>
  );
}
