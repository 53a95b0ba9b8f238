import type { TSelectionJson } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { describeSelection } from '../logic/describe-selection.ts';

/** A ticket's picks, a line per row (万位 1 2), named in the page's language. */
export function SelectionLines({
  betTypeId,
  selection,
}: {
  betTypeId: string;
  selection: TSelectionJson;
}) {
  const { t, i18n } = useTranslation();
  const lines = describeSelection(betTypeId, selection, i18n.language);
  return (
    <ul className="records-selection">
      {lines.map((line, i) => (
        <li key={i}>
          {line.label && <span className="records-selection-label">{line.label}</span>}
          <span className="records-picks">{line.value}</span>
          {line.hiddenCount > 0 && (
            <span className="records-sub">
              {t('records.moreEntries', { count: line.hiddenCount })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
