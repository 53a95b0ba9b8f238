-- Lottery games, their issues and draws (module: lottery). Times are epoch milliseconds (bigint),
-- the server clock being the only clock (ARCHITECTURE "Draws").

-- The game catalogue. The rows inserted below are production defaults an administrator edits.
CREATE TABLE lottery_games (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  -- SPEC §9 lottery category (packages/lottery lottery-categories.ts) and the rules family it sells.
  category_id integer NOT NULL,
  family text NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  -- fair: provably fair in-house draw (seed committed at creation, block hash mixed in after the
  --       seal); hash: the winning number is a chain's block hash bound to the issue;
  -- external: an outside result source (with administrator entry as a fallback);
  -- instant: MiaoMiao, drawn per bet at bet time, no issues.
  draw_source text NOT NULL CHECK (draw_source IN ('fair', 'hash', 'external', 'instant')),
  -- SPEC §4: online 0, maintain 1, offline 2, official offline 3.
  state smallint NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 3),
  -- Pricing books offered: 'official' (prize groups) and/or 'twoSided' (odds).
  books text[] NOT NULL CHECK (cardinality(books) > 0 AND books <@ ARRAY['official', 'twoSided']),
  sort_order integer NOT NULL,
  -- The schedule (packages/lottery issue-schedule.ts); all NULL for instant games. The hours of
  -- sale are first_issue_time_of_day_ms to that plus issues_per_day × cycle_ms.
  time_zone_offset_minutes integer NOT NULL DEFAULT 480,
  first_issue_time_of_day_ms integer CHECK (first_issue_time_of_day_ms BETWEEN 0 AND 86399999),
  cycle_ms integer CHECK (cycle_ms > 0),
  issues_per_day integer CHECK (issues_per_day > 0),
  seal_seconds integer CHECK (seal_seconds >= 0),
  number_template text,
  counter_base_date date,
  counter_base_serial integer,
  -- An issue whose result has not arrived this long after its draw time is cancelled (refunded).
  result_timeout_ms integer NOT NULL DEFAULT 600000 CHECK (result_timeout_ms > 0),
  -- Two-sided book: default odds return this share (per mille) of the stake on average.
  two_sided_return_permille integer NOT NULL DEFAULT 975
    CHECK (two_sided_return_permille BETWEEN 500 AND 999),
  CHECK ((draw_source = 'instant') = (cycle_ms IS NULL)),
  CHECK ((cycle_ms IS NULL) = (issues_per_day IS NULL)),
  CHECK ((cycle_ms IS NULL) = (seal_seconds IS NULL)),
  CHECK ((cycle_ms IS NULL) = (number_template IS NULL)),
  CHECK ((cycle_ms IS NULL) = (first_issue_time_of_day_ms IS NULL)),
  CHECK ((counter_base_date IS NULL) = (counter_base_serial IS NULL))
);

-- One row per issue (期), created ahead of time by the scheduler.
CREATE TABLE lottery_issues (
  game_id integer NOT NULL REFERENCES lottery_games (id),
  serial_number text NOT NULL,
  business_date date NOT NULL,
  daily_index integer NOT NULL,
  start_at bigint NOT NULL,
  close_at bigint NOT NULL,
  draw_at bigint NOT NULL,
  -- scheduled (created, maybe open or sealed by the clock), drawn, cancelled.
  state text NOT NULL DEFAULT 'scheduled' CHECK (state IN ('scheduled', 'drawn', 'cancelled')),
  -- Fair games: the secret seed (revealed only once drawn) and its SHA-256, public from creation.
  server_seed text,
  commitment text,
  -- Public entropy fixed after the seal (a block hash) and where it came from ('sandbox#123').
  entropy text,
  entropy_ref text,
  -- The drawn balls (or block hash) and the number bets are judged on (they differ for Lucky 28).
  original_winning_number text,
  winning_number text,
  result_source text,
  -- Another source reported a different number; every report is in lottery_result_reports.
  disputed boolean NOT NULL DEFAULT false,
  drawn_at bigint,
  cancelled_reason text,
  -- Set by settlement (the betting module) when it has paid the issue.
  settled_at bigint,
  PRIMARY KEY (game_id, serial_number),
  UNIQUE (game_id, draw_at),
  CHECK (start_at <= close_at AND close_at <= draw_at),
  CHECK ((state = 'drawn') = (winning_number IS NOT NULL)),
  CHECK ((server_seed IS NULL) = (commitment IS NULL))
);
CREATE INDEX lottery_issues_due ON lottery_issues (draw_at) WHERE state = 'scheduled';
CREATE INDEX lottery_issues_by_draw ON lottery_issues (game_id, draw_at DESC);

-- Every result a source reported for an outside-sourced issue, kept even when they disagree.
CREATE TABLE lottery_result_reports (
  game_id integer NOT NULL,
  serial_number text NOT NULL,
  -- The adapter's name, or 'admin' for an administrator's entry.
  source text NOT NULL,
  winning_number text NOT NULL,
  reported_at bigint NOT NULL,
  reported_by integer REFERENCES users (id),
  PRIMARY KEY (game_id, serial_number, source),
  FOREIGN KEY (game_id, serial_number) REFERENCES lottery_issues (game_id, serial_number)
);

-- The development chain (modules/lottery/sources/sandbox-chain.ts): one block every few seconds,
-- its hash drawn from a CSPRNG the first time anyone reads a block whose time has come.
CREATE TABLE sandbox_chain_blocks (
  height bigint PRIMARY KEY,
  block_time bigint NOT NULL,
  hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$')
);

-- The development results feed (modules/lottery/sources/sandbox-feed.ts): one random result per
-- issue, fixed the first time it is read after the issue's draw time.
CREATE TABLE sandbox_feed_results (
  game_code text NOT NULL,
  serial_number text NOT NULL,
  winning_number text NOT NULL,
  PRIMARY KEY (game_code, serial_number)
);

-- MiaoMiao (instant) seed pairs: one open pair per player; rotating reveals the old server seed.
CREATE TABLE miaomiao_seed_pairs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  server_seed text NOT NULL,
  commitment text NOT NULL,
  client_seed text NOT NULL CHECK (char_length(client_seed) BETWEEN 1 AND 64),
  next_nonce integer NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at bigint NOT NULL,
  revealed_at bigint
);
CREATE UNIQUE INDEX miaomiao_open_pair ON miaomiao_seed_pairs (user_id) WHERE revealed_at IS NULL;

-- The default catalogue: one game per family, 1- and 5-minute SSC, a hash game (category 93), a
-- MiaoMiao game and one game fed by an outside source (CQSSC). Business days start at local
-- midnight (UTC+8) so that numbers roll over at 00:00.
INSERT INTO lottery_games (id, code, category_id, family, name_zh, name_en, draw_source, books,
                           sort_order, first_issue_time_of_day_ms, cycle_ms, issues_per_day,
                           seal_seconds, number_template)
VALUES
  (1, 'CQSSC', 1, 'ssc', '重庆时时彩', 'Chongqing SSC', 'external', '{official,twoSided}', 10,
   0, 1200000, 72, 60, 'YYYYMMDD-NNN'),
  (2, 'JSSSC', 1, 'ssc', '极速时时彩', '1-minute SSC', 'fair', '{official,twoSided}', 20,
   0, 60000, 1440, 5, 'YYYYMMDD-NNNN'),
  (3, 'WFSSC', 1, 'ssc', '五分时时彩', '5-minute SSC', 'fair', '{official,twoSided}', 30,
   0, 300000, 288, 15, 'YYYYMMDD-NNN'),
  (4, 'HASHSSC', 93, 'hash', '哈希时时彩', 'Hash SSC', 'hash', '{official,twoSided}', 40,
   0, 60000, 1440, 5, 'YYYYMMDD-NNNN'),
  (5, 'MMSSC', 1, 'ssc', '秒秒彩', 'MiaoMiao SSC', 'instant', '{official}', 50,
   NULL, NULL, NULL, NULL, NULL),
  (6, 'JS3D', 7, '3d', '极速3D', 'Speed 3D', 'fair', '{official,twoSided}', 60,
   0, 300000, 288, 15, 'YYYYMMDD-NNN'),
  (7, 'JSP5', 203, 'p5', '极速排列五', 'Speed P5', 'fair', '{official}', 70,
   0, 300000, 288, 15, 'YYYYMMDD-NNN'),
  (8, 'JS11X5', 201, '11x5', '极速11选5', 'Speed 11x5', 'fair', '{official,twoSided}', 80,
   0, 180000, 480, 10, 'YYYYMMDD-NNN'),
  (9, 'JSK3', 202, 'k3', '极速快3', 'Speed K3', 'fair', '{official,twoSided}', 90,
   0, 60000, 1440, 5, 'YYYYMMDD-NNNN'),
  (10, 'JSPK10', 14, 'pk10', '极速赛车', 'Speed Racing', 'fair', '{official,twoSided}', 100,
   0, 75000, 1152, 5, 'YYYYMMDD-NNNN'),
  (11, 'JSKL8', 17, 'keno', '极速快乐8', 'Speed Keno', 'fair', '{official,twoSided}', 110,
   0, 300000, 288, 15, 'YYYYMMDD-NNN'),
  (12, 'JSKL10', 19, 'happy10', '极速快乐十分', 'Speed Happy 10', 'fair', '{official,twoSided}', 120,
   0, 180000, 480, 10, 'YYYYMMDD-NNN'),
  (13, 'JSLHC', 98, 'marksix', '极速六合彩', 'Speed Mark Six', 'fair', '{twoSided}', 130,
   0, 300000, 288, 15, 'YYYYMMDD-NNN'),
  (14, 'JND28', 204, 'lucky28', '幸运28', 'Lucky 28', 'fair', '{twoSided}', 140,
   0, 210000, 411, 15, 'YYYYMMDD-NNN');

-- Live notices (0004_content.sql) predate the catalogue; each links to a game's bet page.
ALTER TABLE live_notifications
  ADD CONSTRAINT live_notifications_game FOREIGN KEY (game_id) REFERENCES lottery_games (id);

-- Draw history by business date (DrawHistory/Search with a date).
CREATE INDEX lottery_issues_by_date ON lottery_issues (game_id, business_date);
