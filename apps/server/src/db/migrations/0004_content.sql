-- Site content: settings, logos, app downloads, live notifications, announcements (module: content).
-- The rows inserted here are the production defaults an administrator edits; demo-only content is
-- added by modules/content/seed-demo-content.ts.

-- One row (id is always true): site-wide switches and texts.
CREATE TABLE site_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  website_title text NOT NULL,
  customer_service_url text NOT NULL DEFAULT '',
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  merchant_code text NOT NULL,
  is_demo_site boolean NOT NULL DEFAULT false,
  demo_link text,
  wechat_enabled boolean NOT NULL DEFAULT false,
  -- NULL when chat stays inside the site.
  chat_external_link text,
  chat_site_group_enabled boolean NOT NULL DEFAULT false,
  telegram_bot_user_name text NOT NULL DEFAULT '',
  telegram_bot_auth_domain text NOT NULL DEFAULT '',
  datadog_enabled boolean NOT NULL DEFAULT false,
  -- A Datadog browser client token is public by design (it ships in the page), never an API key.
  datadog_client_token text NOT NULL DEFAULT '',
  datadog_site text NOT NULL DEFAULT 'datadoghq.com',
  datadog_sample_rate smallint NOT NULL DEFAULT 0 CHECK (datadog_sample_rate BETWEEN 0 AND 100)
);
INSERT INTO site_settings (website_title, customer_service_url, currency, merchant_code,
                           chat_site_group_enabled)
VALUES ('彩票平台', '/CustomerService', 'CNY', 'M0001', true);

-- One row: where the mobile and PC apps are downloaded (SPEC §3 afkConfig).
CREATE TABLE app_download_config (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  android_url text,
  pc_url text,
  ios_url text,
  guide_url text,
  code_push_check_enabled boolean NOT NULL DEFAULT false,
  cordova_app_version text NOT NULL,
  login_url text NOT NULL,
  smart_afk_url text
);
INSERT INTO app_download_config (android_url, pc_url, ios_url, guide_url, code_push_check_enabled,
                                 cordova_app_version, login_url, smart_afk_url)
VALUES ('/download/app.apk', '/download/setup.exe', '/download/ios', '/download/guide', true,
        '1.0.0', '/Login', '/DownLoadCenterAndAFK');

-- Images by slot; the favicon is one file for every device, so it alone has no mobile path.
CREATE TABLE site_logos (
  slot text PRIMARY KEY CHECK (slot IN ('HomePage', 'SpeedTestPage', 'RegisterPage', 'LoginPage',
                                        'DefaultPlayerHeadImage', 'Favicon')),
  pc_file_path text NOT NULL,
  mobile_file_path text,
  CHECK ((slot = 'Favicon') = (mobile_file_path IS NULL))
);
INSERT INTO site_logos (slot, pc_file_path, mobile_file_path) VALUES
  ('HomePage', '/images/logo/home-pc.svg', '/images/logo/home-mobile.svg'),
  ('SpeedTestPage', '/images/logo/speedtest-pc.svg', '/images/logo/speedtest-mobile.svg'),
  ('RegisterPage', '/images/logo/register-pc.svg', '/images/logo/register-mobile.svg'),
  ('LoginPage', '/images/logo/login-pc.svg', '/images/logo/login-mobile.svg'),
  ('DefaultPlayerHeadImage', '/images/head/default-pc.svg', '/images/head/default-mobile.svg'),
  ('Favicon', '/favicon.svg', NULL);

-- Banners shown on a schedule each day. game_id names a lottery game; no foreign key yet, as
-- the games table arrives with the lottery module.
CREATE TABLE live_notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id integer NOT NULL,
  game_code text NOT NULL,
  title text NOT NULL,
  content text NOT NULL
);

-- Daily windows in ms since local midnight (site time, UTC+8); one spanning midnight is two rows.
CREATE TABLE live_notification_windows (
  notification_id integer NOT NULL REFERENCES live_notifications (id) ON DELETE CASCADE,
  start_ms integer NOT NULL CHECK (start_ms >= 0),
  end_ms integer NOT NULL CHECK (end_ms <= 86400000),
  CHECK (start_ms < end_ms),
  PRIMARY KEY (notification_id, start_ms)
);

CREATE TABLE announcements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An announcement is unread by an account until the account has a row here.
CREATE TABLE announcement_reads (
  user_id integer NOT NULL REFERENCES users (id),
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, announcement_id)
);
