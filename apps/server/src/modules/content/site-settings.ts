import { moneyDecimalPlaces, type TWebSiteInfo } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import type { TSession } from '../../platform/route.ts';
import { hasFlag } from '../auth/state-flags.ts';
import type { TContentDeps } from './content-deps.ts';

export interface TSiteSettings {
  website_title: string;
  customer_service_url: string;
  currency: string;
  merchant_code: string;
  is_demo_site: boolean;
  demo_link: string | null;
  wechat_enabled: boolean;
  chat_external_link: string | null;
  chat_site_group_enabled: boolean;
  telegram_bot_user_name: string;
  telegram_bot_auth_domain: string;
  datadog_enabled: boolean;
  datadog_client_token: string;
  datadog_site: string;
  datadog_sample_rate: number;
  time_zone: string;
}

/** The one settings row; migration 0004 inserts it, so its absence is a broken database. */
export async function readSiteSettings(db: TQueryable): Promise<TSiteSettings> {
  const [row] = await db.query<TSiteSettings>(`SELECT * FROM site_settings`);
  if (!row) throw new Error('site_settings has no row');
  return row;
}

export async function getWebSiteInfo(deps: TContentDeps): Promise<TWebSiteInfo> {
  const settings = await readSiteSettings(deps.db);
  return {
    WebSiteTitle: settings.website_title,
    CustomerServiceUrl: settings.customer_service_url,
    Currency: settings.currency,
    // The precision is what the money code does, not a setting that could disagree with it.
    DecimalPrecision: moneyDecimalPlaces,
    ServerTime: deps.clock.now(),
    TimeZone: settings.time_zone,
  };
}

export async function getChatInfo(deps: TContentDeps, session: TSession) {
  const settings = await readSiteSettings(deps.db);
  return {
    HasChatExternalLink: Boolean(settings.chat_external_link),
    HasChatSiteGroup:
      settings.chat_site_group_enabled && !hasFlag(session.stateFlags, 'chatDisabled'),
  };
}

export async function getDatadogConfig(deps: TContentDeps) {
  const settings = await readSiteSettings(deps.db);
  return {
    Enabled: settings.datadog_enabled,
    ClientToken: settings.datadog_client_token,
    Site: settings.datadog_site,
    SampleRate: settings.datadog_sample_rate,
  };
}
