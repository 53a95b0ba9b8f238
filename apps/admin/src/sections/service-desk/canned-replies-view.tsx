import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { useAddCannedReply, useCannedReplies, useDeleteCannedReply } from './service-desk-api.ts';
import { serviceDeskTexts } from './service-desk-texts.ts';

/** The desk's canned replies: add and delete (each audited on the server). */
export function CannedRepliesView() {
  const texts = serviceDeskTexts.useTexts();
  const list = useCannedReplies();
  const add = useAddCannedReply();
  const remove = useDeleteCannedReply();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { Title: title, Body: body },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
        },
      },
    );
  };

  return (
    <div>
      <h2>{texts.canned.title}</h2>
      <form className="form" onSubmit={submit}>
        <label className="form-field">
          <span className="form-label">{texts.canned.titleField}</span>
          <input value={title} maxLength={40} required onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label className="form-field">
          <span className="form-label">{texts.canned.bodyField}</span>
          <textarea
            value={body}
            maxLength={500}
            rows={3}
            required
            onChange={(e) => setBody(e.target.value)}
          />
        </label>
        {add.error && <ErrorNotice error={add.error} />}
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={add.isPending}>
            {texts.canned.add}
          </button>
        </div>
      </form>
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isLoading ? (
        <p className="table-state">…</p>
      ) : list.data?.Items.length === 0 ? (
        <p className="table-state">{texts.canned.empty}</p>
      ) : (
        <ul className="desk-list">
          {list.data?.Items.map((reply) => (
            <li key={reply.Id}>
              <span>
                <strong>{reply.Title}</strong>
                <br />
                {reply.Body}
              </span>
              <button
                type="button"
                className="button-link"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ Id: reply.Id })}
              >
                {texts.canned.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {remove.error && <ErrorNotice error={remove.error} />}
    </div>
  );
}
