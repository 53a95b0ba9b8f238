import { Link } from 'react-router';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { Money } from '../../shared/ui/money.tsx';
import { useAskerBets, useAskerDeposits, useAskerProfile } from './service-desk-api.ts';
import { serviceDeskTexts } from './service-desk-texts.ts';

/** The customer beside the conversation: a player's profile, recent bets and deposits. */
export function AskerSummary({ loginId }: { loginId: string | null }) {
  const texts = serviceDeskTexts.useTexts();
  return (
    <aside className="desk-column desk-asker" aria-label={texts.asker.title}>
      <h2>{texts.asker.title}</h2>
      {loginId === null ? <p>{texts.asker.visitor}</p> : <PlayerSummary loginId={loginId} />}
    </aside>
  );
}

function PlayerSummary({ loginId }: { loginId: string }) {
  const texts = serviceDeskTexts.useTexts();
  const time = useSiteTime();
  const player = useAskerProfile(loginId);
  const bets = useAskerBets(loginId);
  const deposits = useAskerDeposits(loginId);
  const state = (query: { isLoading: boolean; error: unknown }) =>
    query.isLoading ? texts.asker.loading : query.error ? texts.asker.failed : null;

  return (
    <>
      <p>
        <strong>{loginId}</strong> ·{' '}
        <Link to={`/players/${encodeURIComponent(loginId)}`}>{texts.asker.open}</Link>
      </p>
      {state(player) ?? (
        <dl className="detail-list">
          <dt>{texts.asker.nickName}</dt>
          <dd>{player.data?.NickName}</dd>
          <dt>{texts.asker.balance}</dt>
          <dd>{player.data && <Money amount={player.data.Balance} />}</dd>
          <dt>{texts.asker.agent}</dt>
          <dd>{player.data?.AgentLoginId ?? texts.asker.none}</dd>
          <dt>{texts.asker.registered}</dt>
          <dd>{player.data && time.format(player.data.RegisteredAt)}</dd>
          <dt>{texts.asker.lastLogin}</dt>
          <dd>
            {player.data?.LastLoginAt ? time.format(player.data.LastLoginAt) : texts.asker.none}
          </dd>
        </dl>
      )}
      <h3>{texts.asker.recentBets}</h3>
      {state(bets) ?? (
        <ul className="desk-list">
          {bets.data?.Items.length === 0 && <li>{texts.asker.none}</li>}
          {bets.data?.Items.map((bet) => (
            <li key={bet.TicketId}>
              <span>
                {bet.GameName} · {bet.BetTypeName}
                <br />
                <small>{time.format(bet.CreatedAt)}</small>
              </span>
              <Money amount={bet.Amount} />
            </li>
          ))}
        </ul>
      )}
      <h3>{texts.asker.recentDeposits}</h3>
      {state(deposits) ?? (
        <ul className="desk-list">
          {deposits.data?.Orders.length === 0 && <li>{texts.asker.none}</li>}
          {deposits.data?.Orders.map((order) => (
            <li key={order.Id}>
              <span>
                {order.ChannelName}
                <br />
                <small>{time.format(order.CreatedAt)}</small>
              </span>
              <Money amount={order.Amount} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
