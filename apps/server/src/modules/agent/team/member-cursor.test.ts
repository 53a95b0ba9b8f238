import { describe, expect, it } from 'vitest';
import { decodeMemberCursor, encodeMemberCursor, type TMemberCursor } from './member-cursor.ts';

describe('member list cursors', () => {
  it('read back what they were written from, a missing key included', () => {
    const cursors: TMemberCursor[] = [
      { sortBy: 'registered', sortDesc: true, key: '2026-11-27 10:49:21.123456+00', id: 42 },
      { sortBy: 'lastLogin', sortDesc: false, key: null, id: 7 },
      { sortBy: 'loginId', sortDesc: false, key: 'zhang"三', id: 1 },
    ];
    for (const cursor of cursors)
      expect(decodeMemberCursor(encodeMemberCursor(cursor))).toEqual(cursor);
  });

  it('refuse text this server did not write', () => {
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(decodeMemberCursor('not-a-cursor')).toBeNull();
    expect(decodeMemberCursor(json({ s: 'balance', d: true, k: '5', i: 0 }))).toBeNull();
    expect(decodeMemberCursor(json({ s: 'height', d: true, k: '5', i: 3 }))).toBeNull();
    expect(decodeMemberCursor(json([1, 2]))).toBeNull();
  });
});
