/**
 * Posting limits (issue #22 "Moderation and safety"). Each is "at most `count` messages within
 * `windowMs`", read from the messages themselves (the count-th newest one's time), so no table of
 * attempts grows beside them. A room's posts are serialized by its row lock, so its limit holds
 * exactly; a sender posts one message at a time per connection.
 */
export interface TChatRateLimit {
  count: number;
  windowMs: number;
}

/** A person typing fast sends a few lines in a burst; a script sends many. */
export const senderRateLimit: TChatRateLimit = { count: 5, windowMs: 10_000 };

/** A room past this is a flood nobody can read, whoever sends it. */
export const roomRateLimit: TChatRateLimit = { count: 20, windowMs: 1_000 };

/** Unread counts stop here: a badge shows 99+, and counting a busy room to the end costs. */
export const unreadCountCap = 100;
