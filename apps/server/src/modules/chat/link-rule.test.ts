import { describe, expect, it } from 'vitest';
import { checkLinks } from './link-rule.ts';

describe('checkLinks', () => {
  it.each(['see https://example.test/x', 'HTTP://A.B', 'go to www.example.test', 'ftp://files'])(
    'refuses a member’s link: %s',
    (body) => {
      expect(checkLinks('member', body)).toMatchObject({ error: 'ChatLinkNotAllowed' });
    },
  );

  it.each(['example.test is down?', 'ratio 3:1 // odd', 'www', 'mailto me later'])(
    'takes text that only looks near a link: %s',
    (body) => {
      expect(checkLinks('member', body).ok).toBe(true);
    },
  );

  it('lets managers, owners and tutors post links', () => {
    for (const role of ['manager', 'owner', 'tutor'] as const)
      expect(checkLinks(role, 'https://example.test').ok).toBe(true);
  });
});
