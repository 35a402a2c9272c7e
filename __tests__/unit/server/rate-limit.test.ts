/**
 * @jest-environment node
 */
/** The rate limit of one running copy of /api/contact (src/server/rate-limit.ts). */
import { createRateLimiter, RATE_LIMIT } from "../../../src/server/rate-limit"

const MINUTE = 60_000

describe("per sender", () => {
  it(`lets ${RATE_LIMIT.perSender} messages through in 10 minutes, then says when the next may go`, () => {
    const limiter = createRateLimiter()
    for (let i = 0; i < RATE_LIMIT.perSender; i++) expect(limiter.take("198.51.100.7", `m${i}`, i * MINUTE).ok).toBe(true)
    expect(limiter.take("198.51.100.7", "m9", 5 * MINUTE)).toEqual({ ok: false, limit: "sender", retryAfterSeconds: 300, capJustReached: false })
    expect(limiter.take("203.0.113.9", "m10", 5 * MINUTE).ok).toBe(true)
    // The window slides: ten minutes after the first, one more.
    expect(limiter.take("198.51.100.7", "m11", 10 * MINUTE).ok).toBe(true)
    expect(limiter.take("198.51.100.7", "m12", 10 * MINUTE).ok).toBe(false)
  })

  it("counts a retry of the same message for its sender too (a loop of retries is bounded)", () => {
    const limiter = createRateLimiter()
    for (let i = 0; i < RATE_LIMIT.perSender; i++) expect(limiter.take("198.51.100.7", "same", i).ok).toBe(true)
    expect(limiter.take("198.51.100.7", "same", 10).ok).toBe(false)
  })
})

describe("the cap on everyone", () => {
  it(`lets ${RATE_LIMIT.total} different messages through in 10 minutes from any senders, known or not, then refuses new ones`, () => {
    const limiter = createRateLimiter()
    for (let i = 0; i < RATE_LIMIT.total; i++) expect(limiter.take(i % 2 ? `203.0.113.${i}` : undefined, `m${i}`, i * 1000).ok).toBe(true)
    expect(limiter.take("198.51.100.1", "new", 60_000)).toEqual({ ok: false, limit: "everyone", retryAfterSeconds: 540, capJustReached: true })
    expect(limiter.take("198.51.100.2", "newer", 61_000)).toMatchObject({ ok: false, limit: "everyone", capJustReached: false })
    // A message already let through is no new one: its retry passes.
    expect(limiter.take("198.51.100.3", "m5", 62_000).ok).toBe(true)
    // Once the oldest has left the window, one new message may go, and a new flood is announced again.
    expect(limiter.take("198.51.100.4", "later", 10 * MINUTE).ok).toBe(true)
    expect(limiter.take("198.51.100.5", "later still", 10 * MINUTE)).toMatchObject({ ok: false, capJustReached: true })
  })
})

describe("bounded memory and time", () => {
  it(`remembers at most ${RATE_LIMIT.senders} senders, forgetting the one quiet longest`, () => {
    const limiter = createRateLimiter({ ...RATE_LIMIT, total: Number.MAX_SAFE_INTEGER, senders: 3 })
    for (const sender of ["a", "b", "c"]) for (let i = 0; i < RATE_LIMIT.perSender; i++) limiter.take(sender, `${sender}${i}`, 0)
    expect(limiter.take("a", "a-more", 1).ok).toBe(false)
    // A fourth sender: "a", quiet longest (its refusal above counted nothing), is forgotten and may send again.
    limiter.take("d", "d0", 2)
    expect(limiter.take("a", "a-again", 3).ok).toBe(true)
    // That evicted "b"; "c" is still remembered.
    expect(limiter.take("c", "c-more", 4).ok).toBe(false)
  })

  it("100,000 senders in one window: only the last 10,000 are remembered, and each message costs no walk of them", () => {
    const limiter = createRateLimiter()
    const sender = (i: number) => `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::/64`
    // One message retried from every sender, so that the cap on everyone stays out of the way.
    const time = (from: number) => {
      const start = process.hrtime.bigint()
      for (let i = from; i < from + 10_000; i++) expect(limiter.take(sender(i), "one message", i).ok).toBe(true)
      return Number(process.hrtime.bigint() - start) / 1e6
    }
    time(0)
    const first = time(10_000)
    for (let i = 20_000; i < 90_000; i += 10_000) time(i)
    const last = time(90_000)
    // With a walk of the map per message (what it did past 10,000 addresses), the last 10,000 took seconds.
    expect(last).toBeLessThan(first * 5 + 100)
    const sendsLeft = (i: number) => {
      let left = 0
      while (limiter.take(sender(i), "one message", 100_000).ok) left++
      return left
    }
    expect(sendsLeft(99_999)).toBe(RATE_LIMIT.perSender - 1)
    expect(sendsLeft(0)).toBe(RATE_LIMIT.perSender)
  })
})
