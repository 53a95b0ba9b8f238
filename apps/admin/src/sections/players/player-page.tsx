import type { ZPlayerDetail } from '@lottery/contracts';
import type { z } from 'zod';
import { Link, Navigate, NavLink, Route, Routes, useParams } from 'react-router';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { DetailPanel } from '../../shared/ui/detail-panel.tsx';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { ActionsTab } from './actions-tab.tsx';
import { BetsTab } from './bets-tab.tsx';
import { LoginsTab } from './logins-tab.tsx';
import { usePlayer } from './players-api.ts';
import { PlayerVipLevel, playerVipTexts } from './player-vip-level.tsx';
import { playersTexts } from './players-texts.ts';
import { playersPath } from './section.ts';
import { SchedulesTab } from './schedules-tab.tsx';
import { playerSecurityTexts } from './player-security-texts.ts';
import { SecurityTab } from './security-tab.tsx';
import { StateFlagsTab } from './state-flags-tab.tsx';
import { StatementTab } from './statement-tab.tsx';

type TPlayer = z.output<typeof ZPlayerDetail>;

/**
 * A player's page: who and where in the agent tree, balances, then one tab per record. The open
 * tab is drawn (and so asks for its records) while the head loads, not after it: the two requests
 * go at once, and the page waits for the slower of them rather than for both in turn.
 */
export function PlayerPage() {
  const texts = playersTexts.useTexts();
  const securityTexts = playerSecurityTexts.useTexts();
  const loginId = useParams().loginId ?? '';
  const player = usePlayer(loginId);
  const permissions = usePermissions();
  const canManage = permissions.has('players.manage');
  const canAdjust = permissions.has('balance.request');
  // Links are absolute: relative ones inside this splat route would resolve below the open tab.
  const base = `/${playersPath}/${encodeURIComponent(loginId)}`;
  if (player.error)
    return <ErrorNotice error={player.error} onRetry={() => void player.refetch()} />;
  const busy = <p aria-busy="true">…</p>;
  const tabs = [
    ['statement', texts.tabs.statement],
    ['bets', texts.tabs.bets],
    ['schedules', texts.tabs.schedules],
    ['logins', texts.tabs.logins],
    ['security', securityTexts.tab],
    ...(canManage ? [['flags', texts.tabs.flags]] : []),
    ...(canManage || canAdjust ? [['actions', texts.tabs.actions]] : []),
  ] as const;
  return (
    <section>
      <header className="page-head">
        <h1>{player.data ? `${player.data.LoginId} · ${player.data.NickName}` : loginId}</h1>
        <div className="page-actions">
          <Link to={`/${playersPath}`}>{texts.page.back}</Link>
        </div>
      </header>
      {player.data ? <PlayerHead player={player.data} /> : busy}
      <nav className="tab-list" aria-label={player.data?.LoginId ?? loginId}>
        {tabs.map(([path, label]) => (
          <NavLink key={path} to={`${base}/${path}`}>
            {label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="statement" replace />} />
        <Route path="statement" element={<StatementTab loginId={loginId} />} />
        <Route path="bets" element={<BetsTab loginId={loginId} />} />
        <Route path="schedules" element={<SchedulesTab loginId={loginId} />} />
        <Route path="logins" element={<LoginsTab loginId={loginId} canManage={canManage} />} />
        <Route path="security" element={<SecurityTab loginId={loginId} canManage={canManage} />} />
        {canManage && (
          <Route
            path="flags"
            element={
              player.data ? (
                <StateFlagsTab loginId={loginId} flags={player.data.StateFlags} />
              ) : (
                busy
              )
            }
          />
        )}
        {(canManage || canAdjust) && (
          <Route
            path="actions"
            element={
              player.data ? (
                <ActionsTab
                  loginId={loginId}
                  agentLoginId={player.data.AgentLoginId}
                  canManage={canManage}
                  canAdjust={canAdjust}
                />
              ) : (
                busy
              )
            }
          />
        )}
      </Routes>
    </section>
  );
}

function PlayerHead({ player }: { player: TPlayer }) {
  const texts = playersTexts.useTexts();
  const vipTexts = playerVipTexts.useTexts();
  const time = useSiteTime();
  return (
    <div className="player-head">
      <DetailPanel
        title={texts.page.account}
        items={[
          { label: texts.page.userId, value: player.UserId },
          { label: texts.columns.role, value: texts.roles[player.Role] },
          {
            label: texts.page.chain,
            value: player.AgentChain.length ? player.AgentChain.join(' ← ') : texts.page.noAgent,
          },
          { label: texts.page.downline, value: player.DirectDownline },
          { label: texts.page.prizeGroup, value: player.PrizeGroup },
          { label: vipTexts.label, value: <PlayerVipLevel loginId={player.LoginId} /> },
          {
            label: texts.page.secondFactor,
            value: player.HasSecondFactor ? texts.page.bound : texts.page.notBound,
          },
          { label: texts.columns.registeredAt, value: time.format(player.RegisteredAt) },
          {
            label: texts.columns.lastLogin,
            value:
              player.LastLoginAt === null
                ? '—'
                : `${time.format(player.LastLoginAt)} · ${player.LastLoginIp ?? ''}`,
          },
          { label: texts.page.openSessions, value: player.OpenSessions },
        ]}
      />
      <DetailPanel
        title={texts.page.balances}
        items={(
          [
            ['Main', texts.page.main],
            ['Bonus', texts.page.bonus],
            ['BetHolds', texts.page.betHolds],
            ['ScheduleHolds', texts.page.scheduleHolds],
            ['PendingWithdrawals', texts.page.pendingWithdrawals],
          ] as const
        ).map(([key, label]) => ({ label, value: <Money amount={player.Balances[key]} /> }))}
      />
    </div>
  );
}
