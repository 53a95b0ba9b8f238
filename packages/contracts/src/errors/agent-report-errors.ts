import { defineError as define } from './define-error.ts';

/** Team reports and the back office's agent settings (issue #21), codes 8700-8799. */
export const agentReportErrors = {
  AgentNotFound: define(8700, 404, 'No such agent: {loginId}', '没有这个代理：{loginId}'),
} as const;
