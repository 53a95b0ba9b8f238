import type { TChatRateLimit } from '../chat/chat-limits.ts';

/**
 * Customer-service limits (issue #22: visitors are rate limited per address). Each is "at most
 * `count` within `windowMs`", read from the rows themselves (the count-th newest one's time).
 */

/** New visitor tokens from one address: a reload keeps its token, so few are needed. */
export const visitorsPerAddress: TChatRateLimit = { count: 10, windowMs: 60 * 60_000 };

/** New sessions asked by the visitors of one address. */
export const visitorSessionsPerAddress: TChatRateLimit = { count: 5, windowMs: 10 * 60_000 };

/** An asker's messages in their session: a person typing fast, not a script. */
export const askerMessages: TChatRateLimit = { count: 5, windowMs: 10_000 };

/** Messages from all the visitors of one address. */
export const visitorMessagesPerAddress: TChatRateLimit = { count: 10, windowMs: 10_000 };
