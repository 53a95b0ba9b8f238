import type { TSelectionJson } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { describeSelection } from './describe-selection.ts';
import './selection-lines.css';

/** A ticket's picks, a line per row (万位 1 2), named in the page's language (records, chat shares). */
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
    <ul className="selection-lines">
      {lines.map((line, i) => (
        <li key={i}>
          {line.label && <span className="selection-lines-label">{line.label}</span>}
          <span className="selection-picks">{line.value}</span>
          {line.hiddenCount > 0 && (
            <span className="selection-lines-more">
              {t('records.moreEntries', { count: line.hiddenCount })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
