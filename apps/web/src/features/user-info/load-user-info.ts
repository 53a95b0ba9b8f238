import type { QueryClient } from '@tanstack/react-query';
import { gameDataQuery } from '../../shared/lottery/game-data-query.ts';
import { startInTurn } from '../../shared/scheduling/start-in-turn.ts';
import { userInfoCalls } from './api/user-info-calls.ts';
import type { TUserInfo } from '../../shared/user-info/user-info-store.ts';

interface TCachedCall<T> {
  key: readonly string[];
  staleMs: number;
  fetch(): Promise<T>;
}

export interface TLoadUserInfoDeps {
  queryClient: QueryClient;
  session: { userName: string; nickName: string; isAgent: boolean; loginType: number };
  update(patch: Partial<TUserInfo>): void;
  /**
   * The first screen has what it asked for (app/shell/first-screen-settled.ts): the calls that
   * only the menu, the badges and the alerts read wait for it.
   */
  afterFirstScreen: Promise<void>;
}

const fetchCached = <T>(queryClient: QueryClient, call: TCachedCall<T>): Promise<T> =>
  queryClient.fetchQuery({
    queryKey: call.key,
    queryFn: () => call.fetch(),
    staleTime: call.staleMs,
  });

/**
 * SPEC §4 order: the required items (user init from the session, merchant code), then the
 * parallel set (the lottery game data among them, kept in the query cache for the session), then
 * the wallet, then marked initialised. Of the parallel set, what screens read (the catalogue, the
 * player's base data with the prize group the pickers price with) is asked for at once and the
 * wallet after it; the rest, read only by the menu, the badges and the alerts, once the first
 * screen has settled. Initialised comes after both.
 */
export async function loadUserInfo({
  queryClient,
  session,
  update,
  afterFirstScreen,
}: TLoadUserInfoDeps): Promise<void> {
  const get = <T>(call: TCachedCall<T>) => fetchCached(queryClient, call);
  update({
    isLogin: true,
    userName: session.userName,
    nickName: session.nickName,
    isAgent: session.isAgent,
    loginType: session.loginType,
  });
  const { MerchantCode } = await get(userInfoCalls.merchantCode);
  update({ merchantCode: MerchantCode });

  const forScreens = Promise.all([
    get(userInfoCalls.playerBaseData).then((p) =>
      update({
        playerBaseData: p,
        headImage: p.HeadImage,
        SecurityScore: p.SecurityScore,
        Email: p.Email,
        IsEnableGoogleAuthenticator: p.IsEnableGoogleAuthenticator,
        IsLoginWithGoogleAuth: p.IsLoginWithGoogleAuth,
        haveAuthQuestion: p.HaveAuthQuestion,
      }),
    ),
    queryClient.fetchQuery(gameDataQuery),
  ]).then(() => refreshWalletAmount(queryClient, update));
  const forMenu = afterFirstScreen.then(() =>
    startInTurn([
      () =>
        get(userInfoCalls.chatInfo).then((c) =>
          update({
            hasChatExternalLink: c.HasChatExternalLink,
            hasChatSiteGroup: c.HasChatSiteGroup,
          }),
        ),
      () => get(userInfoCalls.privileges).then((privileges) => update({ privileges })),
      () =>
        get(userInfoCalls.bonusPrivileges).then((bonusPrivileges) => update({ bonusPrivileges })),
      () =>
        get(userInfoCalls.registerLinkCode).then((r) =>
          update({ registerLinkCode: r.RegisterLinkCode }),
        ),
      () => get(userInfoCalls.demoLink).then((r) => update({ DemoLink: r.DemoLink })),
      () => get(userInfoCalls.wechatEnabled).then((r) => update({ isWeChatEnabled: r.Enabled })),
      () =>
        get(userInfoCalls.alerts).then((a) =>
          update({
            alerts: {
              isChatEnabled: a.IsChatEnabled,
              isFengDanEnabled: a.IsFengDanEnabled,
              isDrawEnabled: a.IsDrawEnabled,
              isWinningEnabled: a.IsWinningEnabled,
            },
          }),
        ),
      () =>
        get(userInfoCalls.vipInfo).then((v) =>
          update({ vipinfo: { Level: v.Level, LevelName: v.LevelName } }),
        ),
      () =>
        get(userInfoCalls.telegramBot).then((b) =>
          update({ telegramBot: { botUserName: b.BotUserName, botAuthDomain: b.BotAuthDomain } }),
        ),
      () =>
        get(userInfoCalls.unreadAnnouncements).then((u) => update({ unreadAnnouncement: u.Count })),
      () =>
        get(userInfoCalls.unreadActivities).then((u) => update({ unreadActivityCount: u.Count })),
      () =>
        get(userInfoCalls.activityNotice).then((n) =>
          update({
            activityInfo: { redPacketSolitaireEntryable: n.RedPacketSolitaireEntryable },
            agentActivityNotice: {
              teamActivityUnreadCount: n.TeamActivityUnreadCount,
              teamRedPackRainCount: n.TeamRedPackRainCount,
            },
          }),
        ),
    ]),
  );

  await Promise.all([forScreens, forMenu]);
  update({ isInitialised: true });
}

/** SPEC §4: the wallet is refreshed every 10 s while logged in. */
export const walletRefreshMs = 10_000;

export async function refreshWalletAmount(
  queryClient: QueryClient,
  update: TLoadUserInfoDeps['update'],
): Promise<void> {
  const { WalletAmount } = await fetchCached(queryClient, userInfoCalls.walletAmount);
  update({ walletAmount: WalletAmount });
}

/**
 * The header's unread announcement count, re-read every 30 s: an announcement an administrator
 * posts reaches players without a reload (not faster: every online player asks).
 */
export const unreadAnnouncementsRefreshMs = 30_000;

export async function refreshUnreadAnnouncements(
  queryClient: QueryClient,
  update: TLoadUserInfoDeps['update'],
): Promise<void> {
  const { Count } = await fetchCached(queryClient, userInfoCalls.unreadAnnouncements);
  update({ unreadAnnouncement: Count });
}

/** The menu's unread activity count (SPEC §3 unreadActivityCount), on the announcements' timer. */
export async function refreshUnreadActivities(
  queryClient: QueryClient,
  update: TLoadUserInfoDeps['update'],
): Promise<void> {
  const { Count } = await fetchCached(queryClient, userInfoCalls.unreadActivities);
  update({ unreadActivityCount: Count });
}

/** SPEC §4: a privileges push from the server reloads both privilege sets. */
export async function refreshPrivileges(
  queryClient: QueryClient,
  update: TLoadUserInfoDeps['update'],
): Promise<void> {
  const [privileges, bonusPrivileges] = await Promise.all([
    fetchCached(queryClient, { ...userInfoCalls.privileges, staleMs: 0 }),
    fetchCached(queryClient, { ...userInfoCalls.bonusPrivileges, staleMs: 0 }),
  ]);
  update({ privileges, bonusPrivileges });
}
