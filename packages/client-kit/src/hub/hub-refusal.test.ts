import { describe, expect, it } from 'vitest';
import { hubAction, hubFailureText, hubRefusal } from './hub-refusal.ts';

/** The error the official client throws for a refused invocation. */
const refused = (body: string) =>
  new Error(
    `An unexpected error occurred invoking 'CancelCustomerServiceWaiting' on the server. HubException: ${body}`,
  );

describe('hub refusals', () => {
  it('reads the catalogue body at the end of the error text', () => {
    const error = refused(JSON.stringify({ Code: 8862, Message: '该会话已不在排队中' }));
    expect(hubRefusal(error)).toEqual({ Code: 8862, Message: '该会话已不在排队中' });
    expect(hubFailureText(error)).toBe('该会话已不在排队中');
  });

  it('answers null, and the error text, for anything that is not a catalogue body', () => {
    for (const error of [
      new Error('WebSocket closed with status code: 1006'),
      refused('{not json}'),
      refused(JSON.stringify({ Code: '8862', Message: 'text code' })),
      refused(JSON.stringify({ Message: 'no code' })),
      refused('null'),
    ]) {
      expect(hubRefusal(error)).toBeNull();
      expect(hubFailureText(error)).toBe(error.message);
    }
    expect(hubFailureText('plain')).toBe('plain');
  });
});

describe('hubAction', () => {
  it('answers null once done or with no link, else the failure to show', async () => {
    expect(await hubAction('link', async () => undefined)).toBeNull();
    expect(await hubAction(null, () => Promise.reject(new Error('not run')))).toBeNull();
    const refusal = refused(JSON.stringify({ Code: 8853, Message: 'not yours' }));
    expect(await hubAction('link', () => Promise.reject(refusal))).toBe('not yours');
  });
});
