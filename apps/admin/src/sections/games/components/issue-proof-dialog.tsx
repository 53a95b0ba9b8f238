import type { TAdminIssueWire } from '@lottery/contracts';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { useSiteTime } from '../../../shared/format/site-time.ts';
import { DetailPanel } from '../../../shared/ui/detail-panel.tsx';
import { Dialog } from '@lottery/client-kit';
import { gamesTexts } from '../games-texts.ts';

const proofValue = (value: string | null) =>
  value === null ? null : <span className="proof-value">{value}</span>;

/** What anyone needs to check the draw: commitment, revealed seed, entropy, every report. */
export function IssueProofDialog(props: { issue: TAdminIssueWire; onClose(): void }) {
  const texts = gamesTexts.useTexts().issues;
  const siteTime = useSiteTime();
  const { issue } = props;
  return (
    <Dialog
      title={fill(texts.proofTitle, { serial: issue.SerialNumber })}
      onClose={props.onClose}
      className="wide"
      actions={
        <button type="button" onClick={props.onClose}>
          {texts.close}
        </button>
      }
    >
      <DetailPanel
        items={[
          { label: texts.number, value: issue.WinningNumber },
          { label: texts.source, value: issue.ResultSource },
          { label: texts.commitment, value: proofValue(issue.Commitment), isWide: true },
          { label: texts.seed, value: proofValue(issue.ServerSeed), isWide: true },
          { label: texts.entropy, value: proofValue(issue.Entropy), isWide: true },
          { label: texts.entropyRef, value: issue.EntropyRef },
          { label: texts.cancelledReason, value: issue.CancelledReason },
          {
            label: texts.reports,
            isWide: true,
            value:
              issue.Reports.length === 0 ? null : (
                <ul>
                  {issue.Reports.map((report) => (
                    <li key={report.Source}>
                      {report.Source}: <span className="proof-value">{report.WinningNumber}</span> (
                      {siteTime.format(report.ReportedAt)})
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </Dialog>
  );
}
