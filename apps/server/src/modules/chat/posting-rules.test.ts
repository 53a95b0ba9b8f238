import { chatMessageMaxLength } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { stateFlags } from '../auth/state-flags.ts';
import { checkPost, rateLimitWaitMs } from './posting-rules.ts';

const member = { stateFlags: 0, role: 'member' as const };
const openRoom = { kind: 'group' as const, isReadOnly: false };

describe('checkPost', () => {
  it('takes a member’s text in an open room, trimmed', () => {
    expect(checkPost(member, openRoom, '  hi there ')).toEqual({ ok: true, value: 'hi there' });
  });

  it('refuses a chat-disabled account whatever else holds', () => {
    const muted = { ...member, stateFlags: stateFlags.chatDisabled | stateFlags.betDisabled };
    expect(checkPost(muted, openRoom, 'hi')).toMatchObject({ error: 'ChatDisabled' });
  });

  it('lets only managers, owners and tutors post in a read-only room', () => {
    const readOnly = { kind: 'group' as const, isReadOnly: true };
    expect(checkPost(member, readOnly, 'hi')).toMatchObject({ error: 'ChatRoomReadOnly' });
    for (const role of ['manager', 'owner', 'tutor'] as const)
      expect(checkPost({ ...member, role }, readOnly, 'hi').ok).toBe(true);
  });

  it('lets only tutors post in a tutor room, read-only or not', () => {
    for (const isReadOnly of [false, true]) {
      const tutorRoom = { kind: 'tutor' as const, isReadOnly };
      for (const role of ['member', 'manager', 'owner'] as const)
        expect(checkPost({ ...member, role }, tutorRoom, 'hi')).toMatchObject({
          error: 'ChatTutorsOnly',
        });
      expect(checkPost({ ...member, role: 'tutor' }, tutorRoom, 'hi').ok).toBe(true);
    }
  });

  it('refuses blank and over-long bodies, counting characters as a person does', () => {
    expect(checkPost(member, openRoom, ' \u3000 ')).toMatchObject({ error: 'ChatMessageEmpty' });
    const longest = '😀'.repeat(chatMessageMaxLength);
    expect(checkPost(member, openRoom, longest).ok).toBe(true);
    expect(checkPost(member, openRoom, `${longest}a`)).toMatchObject({
      error: 'ChatMessageTooLong',
      params: { maxLength: chatMessageMaxLength },
    });
  });

  it('keeps markup as the text it is', () => {
    const markup = '<img src=x onerror=alert(1)>';
    expect(checkPost(member, openRoom, markup)).toEqual({ ok: true, value: markup });
  });
});

describe('rateLimitWaitMs', () => {
  const limit = { count: 5, windowMs: 10_000 };
  it('is 0 below the count and once the count-th newest message left the window', () => {
    expect(rateLimitWaitMs(limit, null, 50_000)).toBe(0);
    expect(rateLimitWaitMs(limit, 40_000, 50_000)).toBe(0);
  });
  it('is the time until the count-th newest message leaves the window', () => {
    expect(rateLimitWaitMs(limit, 45_000, 50_000)).toBe(5_000);
  });
});
