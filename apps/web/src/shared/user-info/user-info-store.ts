import type { TBonusPrivileges, TPlayerBaseData, TPrivileges } from '@lottery/contracts';
import { create } from 'zustand';
import { localStore } from '@lottery/client-kit';
import { storageKeys } from '../storage/storage-keys.ts';

/**
 * The user-info fields of SPEC §3 in one typed store. Fields whose source arrives with a later
 * issue (activities, chat, speed test, announcements list) start empty and stay so until then.
 */
export interface TUserInfo {
  isInitialised: boolean;
  isLogin: boolean;
  isAgent: boolean;
  userName: string;
  nickName: string;
  headImage: string | null;
  walletAmount: number | null;
  registerLinkCode: string | null;
  merchantCode: string;
  loginType: number;
  greetings: string;
  hideWalletAmount: boolean;
  audioMuted: boolean;
  hideAwardNotify: boolean;
  showAnimalNumber: boolean;
  DemoLink: string | null;
  unreadAnnouncement: number;
  unreadActivityCount: number;
  agentActivityNotice: { teamActivityUnreadCount: number; teamRedPackRainCount: number };
  SecurityScore: number;
  IsDemoSite: boolean;
  skinClass: string;
  isWeChatEnabled: boolean;
  IsEnableCheckIP: boolean;
  IsEnableGoogleAuthenticator: boolean;
  Email: string | null;
  haveAuthQuestion: boolean;
  afkUrlSet: boolean;
  playerBaseData: TPlayerBaseData | null;
  Announcements: readonly unknown[];
  selected_announcement_ID: number | null;
  IsLoginWithGoogleAuth: boolean;
  hasChatExternalLink: boolean;
  hasChatSiteGroup: boolean;
  vipinfo: { Level: number; LevelName: string } | null;
  telegramBot: { botUserName: string; botAuthDomain: string } | null;
  telegramUser: unknown;
  speedTestConfig: {
    URLList: readonly string[];
    IntervalInMinute: number;
    EnableSwitchURL: boolean;
  } | null;
  activityInfo: { redPacketSolitaireEntryable: boolean };
  alerts: {
    isChatEnabled: boolean;
    isFengDanEnabled: boolean;
    isDrawEnabled: boolean;
    isWinningEnabled: boolean;
  };
  privileges: TPrivileges | null;
  bonusPrivileges: TBonusPrivileges | null;
}

export function emptyUserInfo(): TUserInfo {
  return {
    isInitialised: false,
    isLogin: false,
    isAgent: false,
    userName: '',
    nickName: '',
    headImage: null,
    walletAmount: null,
    registerLinkCode: null,
    merchantCode: '',
    loginType: 0,
    greetings: localStore.get<string>(storageKeys.greetings) ?? '',
    hideWalletAmount: localStore.get<boolean>(storageKeys.hideWalletAmount) ?? false,
    audioMuted: localStore.get<boolean>(storageKeys.audioMuted) ?? false,
    hideAwardNotify: false,
    showAnimalNumber: false,
    DemoLink: null,
    unreadAnnouncement: 0,
    unreadActivityCount: 0,
    agentActivityNotice: { teamActivityUnreadCount: 0, teamRedPackRainCount: 0 },
    SecurityScore: 0,
    IsDemoSite: false,
    skinClass: '',
    isWeChatEnabled: false,
    IsEnableCheckIP: false,
    IsEnableGoogleAuthenticator: false,
    Email: null,
    haveAuthQuestion: false,
    afkUrlSet: false,
    playerBaseData: null,
    Announcements: [],
    selected_announcement_ID: null,
    IsLoginWithGoogleAuth: false,
    hasChatExternalLink: false,
    hasChatSiteGroup: false,
    vipinfo: null,
    telegramBot: null,
    telegramUser: null,
    speedTestConfig: null,
    activityInfo: { redPacketSolitaireEntryable: false },
    alerts: {
      isChatEnabled: true,
      isFengDanEnabled: true,
      isDrawEnabled: true,
      isWinningEnabled: true,
    },
    privileges: null,
    bonusPrivileges: null,
  };
}

interface TUserInfoState extends TUserInfo {
  update(patch: Partial<TUserInfo>): void;
  reset(): void;
  setHideWalletAmount(hide: boolean): void;
}

export const useUserInfo = create<TUserInfoState>((set) => ({
  ...emptyUserInfo(),
  update: (patch) => set(patch),
  reset: () => set(emptyUserInfo()),
  setHideWalletAmount(hide) {
    localStore.set(storageKeys.hideWalletAmount, hide);
    set({ hideWalletAmount: hide });
  },
}));
