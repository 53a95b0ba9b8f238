import { chains, type TChain } from '@lottery/chains';
import { usdtChainNames, type TUsdtChain } from '@lottery/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';

// packages/chains imports nothing of ours, so it spells the chain names itself; they must stay
// the names contracts' TUsdtChain gives (the type check fails `npm run typecheck` otherwise).
describe('chain names', () => {
  it('are the same in packages/chains and contracts', () => {
    expectTypeOf<TChain>().toEqualTypeOf<TUsdtChain>();
    expect([...chains].sort()).toEqual([...usdtChainNames].sort());
  });
});
