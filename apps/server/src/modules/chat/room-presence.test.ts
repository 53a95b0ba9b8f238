import { describe, expect, it } from 'vitest';
import { trackRoomPresence } from './room-presence.ts';

describe('trackRoomPresence', () => {
  it('counts members online per room, a person with two devices once', () => {
    const presence = trackRoomPresence();
    presence.enter('phone', 1, [10, 11]);
    presence.enter('desktop', 1, [10]);
    presence.enter('other', 2, [10]);
    expect([presence.onlineCount(10), presence.onlineCount(11)]).toEqual([2, 1]);
    presence.leave('phone');
    expect([presence.onlineCount(10), presence.onlineCount(11)]).toEqual([2, 0]);
    presence.leave('desktop');
    presence.leave('desktop');
    expect(presence.onlineCount(10)).toBe(1);
  });

  it('counts a connection entering a room twice (initial data, then a sync) once', () => {
    const presence = trackRoomPresence();
    presence.enter('c', 1, [10]);
    presence.enter('c', 1, [10]);
    presence.leave('c');
    expect(presence.onlineCount(10)).toBe(0);
  });
});
