import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadUserInfo } from './load-user-info.ts';
import type { TUserInfo } from '../../shared/user-info/user-info-store.ts';

const answers: Record<string, unknown> = {
  '/api/Merchant/GetMerchantCode': { MerchantCode: 'M01' },
  '/api/Chat/GetChatInfo': { HasChatExternalLink: false, HasChatSiteGroup: true },
  '/api/Privileges/Get': {},
  '/api/BonusPrivileges/Get': {},
  '/api/Register/GetRegisterLinkCode': { RegisterLinkCode: 'R1' },
  '/api/Register/GetDemoLink': { DemoLink: null },
  '/api/Wechat/Enabled': { Enabled: false },
  '/api/AccountCenter/GetPlayerBaseData': {
    HeadImage: null,
    SecurityScore: 25,
    Email: null,
    IsEnableGoogleAuthenticator: false,
    IsLoginWithGoogleAuth: false,
    HaveAuthQuestion: false,
  },
  '/api/AccountCenter/GetAlertInfo': {
    IsFengDanEnabled: true,
    IsDrawEnabled: false,
    IsWinningEnabled: true,
    IsChatEnabled: true,
  },
  '/api/VIPnew/GetPlayerVIPInfo': { Level: 1, LevelName: 'VIP1' },
  '/api/Telegram/GetTelegramBotConfig': { BotUserName: 'bot', BotAuthDomain: 'example.com' },
  '/api/Annoucement/GetUnreadAnnouncementCount': { Count: 2 },
  '/api/Activity/UnreadCount': { Count: 3 },
  '/api/Activity/UserNotice': {
    RedPacketSolitaireEntryable: true,
    TeamRedPackRainCount: 2,
    TeamActivityUnreadCount: 4,
  },
  '/api/LotteryGame/Data': {
    Families: [],
    Categories: [],
    ProfitGroups: [],
    Games: [],
    BetTypes: [],
  },
  '/api/Wallet/GetWalletAmount': { WalletAmount: 10000 },
};
const merchantPath = '/api/Merchant/GetMerchantCode';
const walletPath = '/api/Wallet/GetWalletAmount';
/** The parallel set's calls that screens read: asked for at once. */
const screenPaths = ['/api/AccountCenter/GetPlayerBaseData', '/api/LotteryGame/Data'];
/** The rest, read by the menu, the badges and the alerts: asked for once the first screen settled. */
const menuPaths = Object.keys(answers).filter(
  (p) => p !== merchantPath && p !== walletPath && !screenPaths.includes(p),
);

/** Lets answers travel through the http client, the query cache and the loader's next step. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** A fetch whose answers the test releases one by one, to see what starts before what. */
function stubFetch() {
  const started: string[] = [];
  const pending = new Map<string, () => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (path: string) =>
        new Promise((resolve) => {
          started.push(path);
          pending.set(path, () =>
            resolve({ ok: true, status: 200, text: async () => JSON.stringify(answers[path]) }),
          );
        }),
    ),
  );
  const release = async (path: string) => {
    const answer = pending.get(path);
    if (!answer) throw new Error(`${path} was not requested`);
    pending.delete(path);
    answer();
    await settle();
  };
  return { started, release };
}

describe('loadUserInfo (SPEC §4 order)', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.unstubAllGlobals());

  it('merchant code first, then the parallel set (the menu part once the first screen settled), then the wallet, then initialised', async () => {
    const { started, release } = stubFetch();
    const patches: Partial<TUserInfo>[] = [];
    let settleFirstScreen = () => {};
    const done = loadUserInfo({
      queryClient: new QueryClient(),
      session: { userName: 'demoplayer', nickName: '演示玩家', isAgent: false, loginType: 0 },
      update: (patch) => patches.push(patch),
      afterFirstScreen: new Promise((resolve) => {
        settleFirstScreen = resolve;
      }),
    });
    await settle();
    // The user init from the session comes before any call; the merchant code is the only call
    // made before its answer.
    expect(patches[0]).toMatchObject({ isLogin: true, userName: 'demoplayer' });
    expect(started).toEqual([merchantPath]);
    await release(merchantPath);
    expect(patches).toContainEqual({ merchantCode: 'M01' });
    expect(started.slice(1).sort()).toEqual([...screenPaths].sort());

    // The screens' part answered: the wallet follows, the menu's part still waits.
    const [lastScreenPath, ...otherScreenPaths] = screenPaths;
    for (const path of otherScreenPaths) await release(path);
    expect(started).not.toContain(walletPath);
    await release(lastScreenPath ?? '');
    expect(started.at(-1)).toBe(walletPath);
    await release(walletPath);
    expect(patches).toContainEqual({ walletAmount: 10000 });
    expect(menuPaths.some((path) => started.includes(path))).toBe(false);
    expect(patches.some((p) => 'isInitialised' in p)).toBe(false);

    settleFirstScreen();
    // Started in turn, a task each (startInTurn).
    await vi.waitFor(() => expect(started.slice(4).sort()).toEqual([...menuPaths].sort()));
    const [lastMenuPath, ...otherMenuPaths] = menuPaths;
    for (const path of otherMenuPaths) await release(path);
    expect(patches.some((p) => 'isInitialised' in p)).toBe(false);
    await release(lastMenuPath ?? '');
    await done;
    expect(patches.at(-1)).toEqual({ isInitialised: true });
    expect(patches).toContainEqual({ unreadActivityCount: 3 });
    expect(patches).toContainEqual({
      activityInfo: { redPacketSolitaireEntryable: true },
      agentActivityNotice: { teamActivityUnreadCount: 4, teamRedPackRainCount: 2 },
    });
    expect(patches.filter((p) => 'isInitialised' in p)).toHaveLength(1);
  });
});
