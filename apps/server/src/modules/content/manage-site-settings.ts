import type { TSpeedTestConfig } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { getAppDownloadConfig } from './app-download-config.ts';
import type { TContentDeps } from './content-deps.ts';
import { readSiteSettings } from './site-settings.ts';
import { readSpeedTestConfig } from './speed-test-config.ts';

export interface TSiteInfoInput {
  WebSiteTitle: string;
  CustomerServiceUrl: string;
  TimeZone: string;
}

/** An IANA zone this runtime knows (Intl refuses the others), so every clock can format in it. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export async function readSiteInfo(db: TQueryable): Promise<TSiteInfoInput> {
  const settings = await readSiteSettings(db);
  return {
    WebSiteTitle: settings.website_title,
    CustomerServiceUrl: settings.customer_service_url,
    TimeZone: settings.time_zone,
  };
}

export async function saveSiteInfo(
  deps: TContentDeps,
  admin: TAdminSession,
  input: TSiteInfoInput,
): Promise<TResult<TSiteInfoInput>> {
  if (!isKnownTimeZone(input.TimeZone)) return fail('UnknownTimeZone', { zone: input.TimeZone });
  return deps.db.transaction(async (tx) => {
    const before = await readSiteInfo(tx);
    await tx.query(
      `UPDATE site_settings SET website_title = $1, customer_service_url = $2, time_zone = $3`,
      [input.WebSiteTitle, input.CustomerServiceUrl, input.TimeZone],
    );
    await writeAdminAudit(tx, admin, {
      action: 'content.siteInfo.update',
      targetType: 'siteSettings',
      targetId: 'site',
      before,
      after: input,
    });
    return succeed(input);
  });
}

export interface TAppDownloadInput {
  Android: string | null;
  IOS: string | null;
  PC: string | null;
  Guide: string | null;
  GuideText: string;
}

export async function readAppDownload(db: TQueryable): Promise<TAppDownloadInput> {
  const config = await getAppDownloadConfig(db);
  return {
    Android: config.Android,
    IOS: config.IOS,
    PC: config.PC,
    Guide: config.Guide,
    GuideText: config.GuideText,
  };
}

/** An empty link is "not offered" (null), as the player screen and GetAFKConfig read it. */
const linkOrNull = (link: string | null) => (link ? link : null);

export async function saveAppDownload(
  deps: TContentDeps,
  admin: TAdminSession,
  input: TAppDownloadInput,
): Promise<TAppDownloadInput> {
  const after = {
    Android: linkOrNull(input.Android),
    IOS: linkOrNull(input.IOS),
    PC: linkOrNull(input.PC),
    Guide: linkOrNull(input.Guide),
    GuideText: input.GuideText,
  };
  return deps.db.transaction(async (tx) => {
    const before = await readAppDownload(tx);
    await tx.query(
      `UPDATE app_download_config
          SET android_url = $1, ios_url = $2, pc_url = $3, guide_url = $4, guide_text = $5`,
      [after.Android, after.IOS, after.PC, after.Guide, after.GuideText],
    );
    await writeAdminAudit(tx, admin, {
      action: 'content.appDownload.update',
      targetType: 'appDownload',
      targetId: 'app',
      before,
      after,
    });
    return after;
  });
}

export async function saveSpeedTest(
  deps: TContentDeps,
  admin: TAdminSession,
  input: TSpeedTestConfig,
): Promise<TSpeedTestConfig> {
  return deps.db.transaction(async (tx) => {
    const before = await readSpeedTestConfig(tx);
    await tx.query(
      `UPDATE speed_test_config
          SET url_list = $1, interval_minutes = $2, is_switch_url_enabled = $3`,
      [input.URLList, input.IntervalInMinute, input.EnableSwitchURL],
    );
    await writeAdminAudit(tx, admin, {
      action: 'content.speedTest.update',
      targetType: 'speedTest',
      targetId: 'speedTest',
      before,
      after: input,
    });
    return input;
  });
}
