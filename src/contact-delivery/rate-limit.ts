/**
 * Requests allowed per client address in a sliding window. It lives in the function
 * instance's memory: each warm instance counts for itself and a cold start forgets, so it
 * slows a script down without promising an exact cap (the hosts have no shared store
 * for free, and a personal site's traffic does not warrant one).
 */
export interface RateLimiter {
  /** Counts one request; false when the address has used up its window. */
  allow(address: string, now: number): boolean
  /** Seconds until the address may send again. */
  retryAfterSeconds(address: string, now: number): number
}

export const RATE_LIMIT = { requests: 5, windowMs: 10 * 60 * 1000 } as const

export function createRateLimiter({ requests, windowMs } = RATE_LIMIT): RateLimiter {
  const seen = new Map<string, number[]>()
  const recent = (address: string, now: number) => (seen.get(address) ?? []).filter((time) => now - time < windowMs)
  return {
    allow(address, now) {
      const times = recent(address, now)
      if (times.length >= requests) {
        seen.set(address, times)
        return false
      }
      times.push(now)
      seen.set(address, times)
      // Forget addresses that have gone quiet, so the map cannot grow without bound.
      if (seen.size > 10_000) for (const [key, value] of seen) if (value.every((time) => now - time >= windowMs)) seen.delete(key)
      return true
    },
    retryAfterSeconds(address, now) {
      const times = recent(address, now)
      if (times.length < requests) return 0
      return Math.ceil((times[0] + windowMs - now) / 1000)
    },
  }
}
