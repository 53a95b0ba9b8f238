-- Online payment gateways (issue #20; module deposit/online-pay) and the sandbox gateway the
-- product serves when PAYMENT_SANDBOX is on (module payment-sandbox/gateway).

-- The merchant accounts the operator holds at gateways. A deposit channel of an online kind names
-- one by code in its settings. The key signs both ways; the console writes it and never reads it.
CREATE TABLE payment_gateways (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9-]{2,32}$'),
  name text NOT NULL,
  base_url text NOT NULL,
  merchant_id text NOT NULL,
  merchant_key text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);

-- Every signed callback a gateway sent, once per (gateway, gateway order, status): a repeat only
-- counts. What the product did with it is the outcome; the order number is the gateway's word.
CREATE TABLE gateway_callbacks (
  id bigserial PRIMARY KEY,
  gateway_code text NOT NULL,
  gateway_order_id text NOT NULL,
  order_no text NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'pending', 'failed')),
  amount bigint NOT NULL CHECK (amount > 0),
  sent_at bigint NOT NULL,
  received_at bigint NOT NULL,
  repeats integer NOT NULL DEFAULT 0,
  last_received_at bigint NOT NULL,
  outcome text NOT NULL
    CHECK (outcome IN ('credited', 'review', 'ignored', 'unknownOrder', 'alreadyDone')),
  -- 'callback' or 'query': a paid order the query job found without its callback.
  via text NOT NULL DEFAULT 'callback' CHECK (via IN ('callback', 'query')),
  UNIQUE (gateway_code, gateway_order_id, status)
);
CREATE INDEX gateway_callbacks_order_idx ON gateway_callbacks (order_no);

-- Callbacks refused before they were believed (bad signature, wrong merchant, stale, malformed):
-- kept for finance and security to see who sends forged notices; nothing else changes.
CREATE TABLE gateway_callback_refusals (
  id bigserial PRIMARY KEY,
  gateway_code text NOT NULL,
  refusal text NOT NULL,
  ip text NOT NULL,
  body text NOT NULL,
  received_at bigint NOT NULL
);
CREATE INDEX gateway_callback_refusals_time_idx ON gateway_callback_refusals (received_at);

-- The sandbox gateway's own books: its merchants, their default failures (switchable in its
-- settings) and the delay of a late callback.
CREATE TABLE sandbox_gateway_merchants (
  merchant_id text PRIMARY KEY,
  merchant_key text NOT NULL,
  faults text[] NOT NULL DEFAULT '{}',
  late_delay_ms bigint NOT NULL DEFAULT 1800000
);

CREATE TABLE sandbox_gateway_orders (
  gateway_order_id text PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES sandbox_gateway_merchants (merchant_id),
  order_no text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  -- What the player paid: the amount, or another one when the "wrong amount" failure was asked.
  paid_amount bigint CHECK (paid_amount > 0),
  pay_type text NOT NULL,
  notify_url text NOT NULL,
  return_url text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  faults text[] NOT NULL DEFAULT '{}',
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (merchant_id, order_no)
);
CREATE INDEX sandbox_gateway_orders_time_idx ON sandbox_gateway_orders (updated_at);

-- Callbacks the sandbox owes: sent by its job when due, retried with back-off until the merchant
-- answers "success" (as real gateways do), or given up after max attempts.
CREATE TABLE sandbox_gateway_notices (
  id bigserial PRIMARY KEY,
  gateway_order_id text NOT NULL REFERENCES sandbox_gateway_orders (gateway_order_id),
  status text NOT NULL CHECK (status IN ('paid', 'pending', 'failed')),
  amount bigint NOT NULL CHECK (amount > 0),
  forged boolean NOT NULL DEFAULT false,
  due_at bigint NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  delivered_at bigint,
  gave_up boolean NOT NULL DEFAULT false,
  last_answer text
);
CREATE INDEX sandbox_gateway_notices_due_idx ON sandbox_gateway_notices (due_at)
  WHERE delivered_at IS NULL AND NOT gave_up;
