import { describe, expect, it } from 'vitest';
import { hubRefusal } from '../testing/chat-fixtures.ts';
import { isChatDisabledRefusal, refusalBodyOf, refusalText } from './refusal-text.ts';

describe('hub refusals', () => {
  it('reads the catalogue body at the end of the hub error', () => {
    const body = refusalBodyOf(hubRefusal(8803, '该聊天室仅管理员可以发言'));
    expect(body).toEqual({ Code: 8803, Message: '该聊天室仅管理员可以发言' });
  });

  it('finds no body in an error that has none', () => {
    expect(refusalBodyOf(new Error('hub not connected (Reconnecting)'))).toBeNull();
    expect(refusalBodyOf(new Error('HubException: {not json}'))).toBeNull();
    expect(refusalBodyOf('text')).toBeNull();
  });

  it("says it in the reader's language from the catalogue, values filled in", () => {
    expect(refusalText({ Code: 8803, Message: 'x' }, 'en')).toBe(
      'Only the room managers can post in this room',
    );
    expect(refusalText({ Code: 8804, Message: 'x' }, 'en')).toBe(
      'A message holds at most 500 characters',
    );
    expect(refusalText({ Code: 8816, Message: 'x' }, 'en')).toBe(
      'A group room holds at most 200 members',
    );
  });

  it("keeps the server's text when a value is unknown or the code is not in the catalogue", () => {
    expect(refusalText({ Code: 8806, Message: '发言过于频繁，请 3 秒后再试' }, 'en')).toBe(
      '发言过于频繁，请 3 秒后再试',
    );
    expect(refusalText({ Code: 8806, Message: 'x', RetryAfterSeconds: 3 }, 'en')).toBe(
      'You are sending too fast; try again in 3 s',
    );
    expect(refusalText({ Code: 99_999, Message: 'server text' }, 'en')).toBe('server text');
  });

  it('knows the chat-disabled refusal', () => {
    expect(isChatDisabledRefusal({ Code: 8802, Message: '' })).toBe(true);
    expect(isChatDisabledRefusal({ Code: 8803, Message: '' })).toBe(false);
    expect(isChatDisabledRefusal(null)).toBe(false);
  });
});
