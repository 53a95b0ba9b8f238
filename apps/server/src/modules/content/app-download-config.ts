import type { TQueryable } from '../../db/database.ts';

interface TAppDownloadRow {
  android_url: string | null;
  pc_url: string | null;
  ios_url: string | null;
  guide_url: string | null;
  code_push_check_enabled: boolean;
  cordova_app_version: string;
  login_url: string;
  smart_afk_url: string | null;
  guide_text: string;
}

/** SPEC §3 afkConfig from its one row (inserted by migration 0004). */
export async function getAppDownloadConfig(db: TQueryable) {
  const [row] = await db.query<TAppDownloadRow>(`SELECT * FROM app_download_config`);
  if (!row) throw new Error('app_download_config has no row');
  return {
    Android: row.android_url,
    PC: row.pc_url,
    IOS: row.ios_url,
    Guide: row.guide_url,
    CodePushCheckEnable: row.code_push_check_enabled,
    CordovaAppVersion: row.cordova_app_version,
    LoginUrl: row.login_url,
    SmartAFKUrl: row.smart_afk_url,
    GuideText: row.guide_text,
  };
}
