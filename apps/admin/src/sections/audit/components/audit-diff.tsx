import { auditTexts } from '../audit-texts.ts';

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { '': value };

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/**
 * Before and after of a change, field by field: changed fields first and marked, so the eye
 * finds what moved; a value that is not an object shows as one row.
 */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const texts = auditTexts.useTexts().detail;
  const was = asRecord(before);
  const is = asRecord(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  if (fields.length === 0) return <p>{texts.noChange}</p>;
  const isChanged = (field: string) => show(was[field]) !== show(is[field]);
  fields.sort((a, b) => Number(isChanged(b)) - Number(isChanged(a)));
  return (
    <table className="diff-table">
      <thead>
        <tr>
          <th scope="col">{texts.field}</th>
          <th scope="col">{texts.before}</th>
          <th scope="col">{texts.after}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field} data-changed={isChanged(field) || undefined}>
            <th scope="row">{field}</th>
            <td className={isChanged(field) ? 'diff-removed' : undefined}>{show(was[field])}</td>
            <td className={isChanged(field) ? 'diff-added' : undefined}>{show(is[field])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
