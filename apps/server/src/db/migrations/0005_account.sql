-- Profile extras, alert switches and VIP levels (module: account).

-- Profile fields beyond the login record; an account without a row has none of them set.
CREATE TABLE account_profiles (
  user_id integer PRIMARY KEY REFERENCES users (id),
  head_image text,
  birthday date
);

-- Alert switches of SPEC §2's bet options panel; an account without a row has every alert on.
CREATE TABLE account_alerts (
  user_id integer PRIMARY KEY REFERENCES users (id),
  feng_dan_enabled boolean NOT NULL DEFAULT true,
  draw_enabled boolean NOT NULL DEFAULT true,
  winning_enabled boolean NOT NULL DEFAULT true,
  chat_enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL
);

-- Levels and what reaching each takes: totals in thousandths of the currency unit.
CREATE TABLE vip_levels (
  level smallint PRIMARY KEY CHECK (level >= 0),
  name text NOT NULL,
  bet_volume_required bigint NOT NULL CHECK (bet_volume_required >= 0),
  deposit_required bigint NOT NULL CHECK (deposit_required >= 0)
);
INSERT INTO vip_levels (level, name, bet_volume_required, deposit_required) VALUES
  (0, '普通会员', 0, 0),
  (1, '青铜会员', 10000000, 1000000),
  (2, '白银会员', 50000000, 5000000),
  (3, '黄金会员', 200000000, 20000000),
  (4, '铂金会员', 1000000000, 100000000),
  (5, '钻石会员', 5000000000, 500000000),
  (6, '至尊会员', 20000000000, 2000000000);

-- The level an account has reached; an account without a row is at level 0.
CREATE TABLE account_vip (
  user_id integer PRIMARY KEY REFERENCES users (id),
  level smallint NOT NULL REFERENCES vip_levels (level),
  updated_at timestamptz NOT NULL
);
