import {
  ZAgentSettings,
  ZAgentSettingsQuery,
  ZAgentSettingsUpdate,
  ZAgentSystemRules,
  ZAgentSystemRulesUpdate,
} from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import { readAgentSystemRules } from '../agent-rules.ts';
import { systemRulesView } from './system-rules-columns.ts';
import { readAgentSettings, updateAgentSettings } from './update-agent-settings.ts';
import { updateSystemRules } from './update-system-rules.ts';

const common = { tags: ['Admin agents'], access: 'admin' } as const;
const view = { ...common, permission: 'agents.view' } as const;
const configure = { ...common, permission: 'agents.configure' } as const;

/** The back office's agent system rules and per-agent settings. */
export function agentSettingsRoutes(deps: { db: TDatabase; clock: TClock }) {
  return [
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/AgentSettings/SystemRules',
      summary: "The agent system rules every agent's privileges follow",
      response: ZAgentSystemRules,
      handler: async () => systemRulesView(await readAgentSystemRules(deps.db)),
    }),
    defineRoute({
      ...configure,
      method: 'PUT',
      url: '/api/Admin/AgentSettings/SystemRules',
      summary: 'Replace the agent system rules (audited; every agent reloads its privileges)',
      body: ZAgentSystemRulesUpdate,
      response: ZAgentSystemRules,
      handler: ({ body, session }) => updateSystemRules(deps, session, body),
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/AgentSettings/Agent',
      summary: "One agent's type, bonus wallet, bonus permission and shareholder bonus flags",
      query: ZAgentSettingsQuery,
      response: ZAgentSettings,
      handler: async ({ query }) => unwrap(await readAgentSettings(deps.db, query.LoginId)),
    }),
    defineRoute({
      ...configure,
      method: 'PUT',
      url: '/api/Admin/AgentSettings/Agent',
      summary: "Set one agent's settings (audited; the agent reloads its privileges)",
      body: ZAgentSettingsUpdate,
      response: ZAgentSettings,
      handler: async ({ body, session }) => unwrap(await updateAgentSettings(deps, session, body)),
    }),
  ];
}
