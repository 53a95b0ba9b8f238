import { usdtMicroToText, type TUsdtChain } from '@lottery/contracts';

/** USDT's token on the chains whose payment links name it (mainnet contracts). */
const solanaUsdtMint = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY9Dn1pYrRmvMskL';
const tonUsdtMaster = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';

/**
 * What the order's QR code encodes. Where a chain has a payment link that wallets read with the
 * token, amount and memo, that link: Solana Pay (`solana:` with spl-token and memo) and TON's
 * transfer link (`ton://transfer/…?jetton=…&text=…`); a missing memo there would lose the payment.
 * ERC20, BSC and TRC20 wallets differ on token links, so those show the plain address, which every
 * wallet scans (the address is the player's own: no memo needed).
 */
export function depositQrText(
  chain: TUsdtChain,
  address: string,
  amountMicro: bigint,
  memo: string | null,
): string {
  const amount = usdtMicroToText(amountMicro);
  const memoPart = memo ? `&memo=${encodeURIComponent(memo)}` : '';
  if (chain === 'SOL')
    return `solana:${address}?amount=${amount}&spl-token=${solanaUsdtMint}${memoPart}`;
  if (chain === 'TON') {
    const text = memo ? `&text=${encodeURIComponent(memo)}` : '';
    return `ton://transfer/${address}?jetton=${tonUsdtMaster}&amount=${amountMicro}${text}`;
  }
  return address;
}
