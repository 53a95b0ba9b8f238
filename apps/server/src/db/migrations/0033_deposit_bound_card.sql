-- Issue #20 (finish): a deposit channel may require the player to have a bank card bound
-- (payout_accounts kind 1, not removed) before it takes an order; refused with DepositNoBankCard
-- (7106). Existing channels keep taking orders as before.
ALTER TABLE deposit_channels ADD COLUMN requires_bound_card boolean NOT NULL DEFAULT false;
