import { depositTypes } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';

/**
 * The demo's bank transfer channel (always open, 100 to 50,000, 1% bonus up to 88, matching
 * thousandths on), seeded once with the demo accounts. The online-pay and USDT parts seed their
 * own channels beside it.
 */
export async function seedDemoDepositChannels(tx: TQueryable, nowMs: number): Promise<void> {
  await tx.query(
    `INSERT INTO deposit_channels (type, name, min_amount, max_amount, charge_kind, charge_rate_bps,
                                   charge_cap, bank_name, bank_account_name, bank_account_number,
                                   bank_branch, add_matching_thousandths, created_at, updated_at)
     VALUES ($1, '工商银行转账', 100000, 50000000, 'bonus', 100, 88000, '中国工商银行',
             '演示娱乐有限公司', '6222 0210 0112 3456 789', '上海分行营业部', true, $2, $2)`,
    [depositTypes.bank, nowMs],
  );
}
