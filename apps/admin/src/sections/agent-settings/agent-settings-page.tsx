import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { usePermissions } from '../../shared/session/session-store.ts';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { uiTexts } from '../../shared/ui/ui-texts.ts';
import { AgentForm } from './agent-form.tsx';
import { systemRulesQuery, useAgentSettings } from './agent-settings-api.ts';
import { agentSettingsTexts } from './agent-settings-texts.ts';
import { SystemRulesForm } from './system-rules-form.tsx';

/**
 * /admin/agent-settings: the agent system rules (every agent's privileges follow them) and one
 * agent's type and grants, found by login ID. Every save is audited with its reason.
 */
export default function AgentSettingsPage() {
  const texts = agentSettingsTexts.useTexts();
  const ui = uiTexts.useTexts();
  const canManage = usePermissions().has('agents.configure');
  const rules = useQuery(systemRulesQuery);
  const [lookup, setLookup] = useState('');
  const [loginId, setLoginId] = useState('');
  const agent = useAgentSettings(loginId);

  function find(event: FormEvent) {
    event.preventDefault();
    setLoginId(lookup.trim());
  }

  return (
    <section className="settings-page">
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      {rules.error ? (
        <ErrorNotice error={rules.error} onRetry={() => void rules.refetch()} />
      ) : !rules.data ? (
        <p aria-busy="true">{ui.loading}</p>
      ) : (
        <SystemRulesForm initial={rules.data} canManage={canManage} />
      )}
      <section className="detail-panel" aria-labelledby="agent-settings-title">
        <h2 className="detail-title" id="agent-settings-title">
          {texts.agentTitle}
        </h2>
        <form className="filter-bar" onSubmit={find}>
          <label>
            {texts.lookup} <input value={lookup} onChange={(e) => setLookup(e.target.value)} />
          </label>
          <button type="submit">{texts.find}</button>
        </form>
        {agent.error ? (
          <ErrorNotice error={agent.error} />
        ) : agent.data ? (
          <AgentForm key={agent.data.LoginId} initial={agent.data} canManage={canManage} />
        ) : loginId && agent.isFetching ? (
          <p aria-busy="true">{ui.loading}</p>
        ) : null}
      </section>
    </section>
  );
}
