import { parseThousandths } from '@lottery/contracts';

/** Gateways count in fen: two decimals on the wire, thousandths here. */
const thousandthsPerFen = 10n;

/** 100500n → "100.50"; null when the amount has a part smaller than a fen (no gateway takes it). */
export function formatGatewayAmount(thousandths: bigint): string | null {
  if (thousandths <= 0n || thousandths % thousandthsPerFen !== 0n) return null;
  const fen = thousandths / thousandthsPerFen;
  return `${fen / 100n}.${(fen % 100n).toString().padStart(2, '0')}`;
}

/** "100.5" or "100.50" → 100500n; null for anything but a positive decimal of at most two places. */
export function parseGatewayAmount(text: string): bigint | null {
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(text)) return null;
  const thousandths = parseThousandths(text);
  return thousandths !== null && thousandths > 0n ? thousandths : null;
}
