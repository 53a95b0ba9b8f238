-- Invite links, system rules of the agent programmes and per-agent settings (module: agent).

-- Invite links of agents: a player registering with the code lands under that agent.
CREATE TABLE register_links (
  code text PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz
);
CREATE INDEX register_links_agent ON register_links (agent_id);

-- One row (id is always true), set by administrators. Rates are in basis points (1/100 percent).
CREATE TABLE agent_system_rules (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  transfer_point_enabled boolean NOT NULL,
  super_transfer_point_enabled boolean NOT NULL,
  deposit_from_wallet_enabled boolean NOT NULL,
  contract_creation_allowed boolean NOT NULL,
  external_game_contract_creation_allowed boolean NOT NULL,
  daily_pay_creation_allowed boolean NOT NULL,
  daily_pay_cg_creation_allowed boolean NOT NULL,
  external_game_daily_pay_creation_allowed boolean NOT NULL,
  sport_daily_pay_creation_allowed boolean NOT NULL,
  -- Daily reward creation needs the flag of the agent's type (SPEC §6): Formal agents the
  -- dividend-mode flag, NoDividend agents the no-dividend-mode flag.
  daily_reward_dividend_mode_enabled boolean NOT NULL,
  daily_reward_no_dividend_mode_enabled boolean NOT NULL,
  bonus_creation_allowed boolean NOT NULL,
  daily_pay_max_rate_bp integer NOT NULL CHECK (daily_pay_max_rate_bp BETWEEN 0 AND 10000),
  daily_reward_max_rate_bp integer NOT NULL CHECK (daily_reward_max_rate_bp BETWEEN 0 AND 10000),
  contract_max_rate_bp integer NOT NULL CHECK (contract_max_rate_bp BETWEEN 0 AND 10000)
);
INSERT INTO agent_system_rules (
  transfer_point_enabled, super_transfer_point_enabled, deposit_from_wallet_enabled,
  contract_creation_allowed, external_game_contract_creation_allowed,
  daily_pay_creation_allowed, daily_pay_cg_creation_allowed,
  external_game_daily_pay_creation_allowed, sport_daily_pay_creation_allowed,
  daily_reward_dividend_mode_enabled, daily_reward_no_dividend_mode_enabled,
  bonus_creation_allowed, daily_pay_max_rate_bp, daily_reward_max_rate_bp, contract_max_rate_bp
) VALUES (true, true, true, true, true, true, true, true, false, true, false, true, 200, 150, 5000);

-- Per-agent settings an administrator grants; an agent without a row is a Formal agent outside
-- the bonus programmes.
CREATE TABLE agent_settings (
  agent_id integer PRIMARY KEY REFERENCES users (id),
  agent_type text NOT NULL DEFAULT 'Formal' CHECK (agent_type IN ('Formal', 'NoDividend')),
  has_bonus_wallet boolean NOT NULL DEFAULT false,
  has_bonus_permission boolean NOT NULL DEFAULT false,
  has_shareholder_bonus boolean NOT NULL DEFAULT false,
  has_shareholder_bonus_external boolean NOT NULL DEFAULT false
);
