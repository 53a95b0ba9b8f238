import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import type { TChatOutcome } from '../session/chat-actions.ts';
import { refusalText } from './refusal-text.ts';

/** What to tell the player of a failed chat call: the refusal's text, else the fallback. */
export const failureText = (outcome: Extract<TChatOutcome, { ok: false }>, fallback: string) =>
  outcome.refusal ? refusalText(outcome.refusal, currentLanguage()) : fallback;
