import type { TServiceDeskSession } from '@lottery/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { useCannedReplies, useOperators } from './service-desk-api.ts';
import { serviceDeskTexts } from './service-desk-texts.ts';
import type { TServiceDesk } from './use-service-desk.ts';

/** One conversation: its messages (as text), the reply box with canned replies, transfer, finish. */
export function ConversationPane(props: { session: TServiceDeskSession; desk: TServiceDesk }) {
  const { session, desk } = props;
  const texts = serviceDeskTexts.useTexts();
  const time = useSiteTime();
  const canned = useCannedReplies();
  const operators = useOperators();
  const [draft, setDraft] = useState('');
  const [transferTo, setTransferTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isFinishing, setIsFinishing] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  // A block, not an expression: scrollIntoView answers a promise in newer browsers, and React
  // would take a returned value for the effect's cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [session.Messages.length]);

  const run = async (action: () => Promise<string | null>) => {
    setIsBusy(true);
    const refusal = await action();
    setIsBusy(false);
    setError(refusal);
    return refusal === null;
  };
  const send = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (draft.trim() === '') return;
    if (await run(() => desk.reply(session.SessionId, draft))) setDraft('');
  };
  const others = (operators.data?.Items ?? []).filter(
    (operator) => operator.AdminId !== desk.state.operatorId,
  );

  return (
    <div className="desk-conversation">
      <ol className="desk-messages" aria-live="polite">
        {session.Messages.length === 0 && (
          <li className="table-state">{texts.conversation.empty}</li>
        )}
        {session.Messages.map((message) => (
          <li key={message.Id} className={message.FromOperator ? 'from-operator' : 'from-asker'}>
            <small>
              {message.SenderName} · {time.format(message.CreatedAt)}
            </small>
            <p>{message.Body}</p>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <form className="form desk-reply" onSubmit={(event) => void send(event)}>
        <label className="form-field">
          <span className="form-label">{texts.conversation.canned}</span>
          <select
            value=""
            onChange={(event) => {
              const reply = canned.data?.Items.find((c) => String(c.Id) === event.target.value);
              if (reply) setDraft(reply.Body);
            }}
          >
            <option value="">{texts.conversation.cannedNone}</option>
            {canned.data?.Items.map((reply) => (
              <option key={reply.Id} value={reply.Id}>
                {reply.Title}
              </option>
            ))}
          </select>
        </label>
        <label className="form-field">
          <span className="form-label">{texts.conversation.replyLabel}</span>
          <textarea
            value={draft}
            rows={3}
            maxLength={500}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) void send(event);
            }}
          />
        </label>
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={isBusy}>
            {texts.conversation.send}
          </button>
        </div>
      </form>
      <div className="desk-actions">
        <label className="form-field">
          <span className="form-label">{texts.conversation.transferTo}</span>
          <select value={transferTo} onChange={(event) => setTransferTo(event.target.value)}>
            <option value="">{texts.conversation.transferNone}</option>
            {others.map((operator) => (
              <option key={operator.AdminId} value={operator.AdminId}>
                {operator.DisplayName}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={transferTo === '' || isBusy}
          onClick={() => void run(() => desk.transfer(session.SessionId, Number(transferTo)))}
        >
          {texts.conversation.transfer}
        </button>
        <button type="button" className="button-danger" onClick={() => setIsFinishing(true)}>
          {texts.conversation.finish}
        </button>
      </div>
      {isFinishing && (
        <ConfirmDialog
          title={texts.conversation.finish}
          effect={texts.conversation.confirmFinish}
          confirmLabel={texts.conversation.finish}
          isBusy={isBusy}
          error={null}
          onCancel={() => setIsFinishing(false)}
          onConfirm={() => {
            setIsFinishing(false);
            void run(() => desk.finish(session.SessionId));
          }}
        />
      )}
    </div>
  );
}
