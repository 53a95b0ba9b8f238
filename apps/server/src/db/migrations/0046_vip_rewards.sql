-- VIP rewards and reviews (module: vip, issue #23). The levels of 0005_account.sql keep their
-- thresholds, now read as the figures of one site calendar month (deposits credited and bets
-- placed, not cancelled); each level gains its rewards, paid into the bonus wallet with the
-- level's turnover multiple. One site: the levels are the merchant's.
ALTER TABLE vip_levels
  ADD COLUMN upgrade_bonus bigint NOT NULL DEFAULT 0 CHECK (upgrade_bonus >= 0),
  ADD COLUMN birthday_bonus bigint NOT NULL DEFAULT 0 CHECK (birthday_bonus >= 0),
  ADD COLUMN monthly_bonus bigint NOT NULL DEFAULT 0 CHECK (monthly_bonus >= 0),
  ADD COLUMN bonus_turnover_multiple integer NOT NULL DEFAULT 1
    CHECK (bonus_turnover_multiple BETWEEN 0 AND 100);

-- Default rewards (thousandths): the demo's and a new site's until the back office changes them.
UPDATE vip_levels AS l SET upgrade_bonus = r.up, birthday_bonus = r.birthday, monthly_bonus = r.monthly
  FROM (VALUES (1, 8000, 18000, 5000), (2, 28000, 58000, 18000), (3, 88000, 188000, 58000),
               (4, 288000, 588000, 188000), (5, 888000, 1888000, 588000),
               (6, 2888000, 5888000, 1888000)) AS r (level, up, birthday, monthly)
 WHERE l.level = r.level;

-- An upgrade bonus is paid once per account and level reached, whatever falls and rises after.
CREATE TABLE vip_upgrade_rewards (
  user_id integer NOT NULL REFERENCES users (id),
  level smallint NOT NULL REFERENCES vip_levels (level),
  rewarded_at bigint NOT NULL,
  PRIMARY KEY (user_id, level)
);

-- The monthly review, once per site month ('2026-11'): the row is the claim, written in the
-- transaction that reviews every account, so a rerun or a second instance finds it done.
CREATE TABLE vip_monthly_reviews (
  month text PRIMARY KEY,
  reviewed_at bigint NOT NULL,
  accounts integer NOT NULL
);
