/**
 * How many messages one running copy of the function lets through in a sliding window: a few
 * per sender (an address, an IPv6 /64: client-address.ts) and a cap on everything it sends.
 * It lives in the instance's memory: each warm instance counts for itself and a cold start
 * forgets, so it bounds what one copy sends rather than promising an exact cap across copies
 * (the hosts have no shared store for free, and a personal site's traffic does not warrant
 * one). docs/contact-form.md, "What the function's own limits can and cannot stop", says what it
 * can and cannot stop, and what a cap on everyone costs.
 */
export interface RateLimiter {
  /**
   * Counts one message about to go out, from `sender` (undefined when the host did not say:
   * then only the cap on everything applies) under its idempotency key `message`: a retry of a
   * message already let through is no new e-mail, so it does not count against the cap again.
   */
  take(sender: string | undefined, message: string, now: number): RateDecision
}

export type RateDecision =
  | { ok: true }
  | {
      ok: false
      /** Seconds until a message from this sender could go out. */
      retryAfterSeconds: number
      /** "sender": this sender's share is used up; "everyone": the cap on all senders. */
      limit: "sender" | "everyone"
      /** True once per window: the first message the cap on everyone refused (for the owner's log). */
      capJustReached: boolean
    }

export interface RateLimits {
  perSender: number
  total: number
  windowMs: number
  senders: number
}

export const RATE_LIMIT: Readonly<RateLimits> = {
  /** Messages per sender in a window. */
  perSender: 5,
  /** Messages in a window from everyone together, per running copy. */
  total: 30,
  windowMs: 10 * 60 * 1000,
  /**
   * Senders remembered at once (2 to 4 MB of heap in all, measured): past this the one quiet
   * longest is forgotten, so memory is bounded however many addresses a flood comes from.
   */
  senders: 10_000,
}

export function createRateLimiter({ perSender, total, windowMs, senders }: RateLimits = RATE_LIMIT): RateLimiter {
  // Both maps keep insertion order. A sender is moved to the end whenever it sends, so the
  // first entry is always the one quiet longest, and a message key is added once, so the first
  // is the oldest: expiring or evicting costs one look at the front, never a walk of the map.
  const bySender = new Map<string, number[]>()
  const letThrough = new Map<string, number>()
  let capAnnounced = false

  const expire = (now: number) => {
    for (const [message, time] of letThrough) {
      if (now - time < windowMs) break
      letThrough.delete(message)
    }
    for (const [sender, times] of bySender) {
      if (now - times[times.length - 1] < windowMs) break
      bySender.delete(sender)
    }
    if (letThrough.size < total) capAnnounced = false
  }
  const seconds = (since: number, now: number) => Math.max(1, Math.ceil((since + windowMs - now) / 1000))

  return {
    take(sender, message, now) {
      expire(now)
      // At most perSender times, all within the window once the old ones are dropped.
      const times = sender === undefined ? [] : (bySender.get(sender) ?? []).filter((time) => now - time < windowMs)
      if (times.length >= perSender) return { ok: false, limit: "sender", retryAfterSeconds: seconds(times[0], now), capJustReached: false }
      const retry = letThrough.has(message)
      if (!retry && letThrough.size >= total) {
        const oldest = letThrough.values().next().value as number
        const capJustReached = !capAnnounced
        capAnnounced = true
        return { ok: false, limit: "everyone", retryAfterSeconds: seconds(oldest, now), capJustReached }
      }
      if (sender !== undefined) {
        times.push(now)
        bySender.delete(sender)
        bySender.set(sender, times)
        if (bySender.size > senders) bySender.delete(bySender.keys().next().value as string)
      }
      if (!retry) letThrough.set(message, now)
      return { ok: true }
    },
  }
}
