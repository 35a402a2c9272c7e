/**
 * Who is sending, for the rate limit: the visitor's address as the host reports it, reduced to
 * what one sender controls. An IPv4 address counts whole. An IPv6 address counts by its /64:
 * one network's subnet, in which a machine picks any of 2^64 addresses for itself (the
 * interface identifier of RFC 4291), so stepping through them is still one sender. (A network
 * given a /56 or a /48 has 256 or 65,536 of those: the cap per running copy bounds that.)
 */
import { isIP } from "net"
import type { RequestHeaders } from "./request-origin"

/**
 * The header each host sets itself with the connecting address, as documented:
 * - Netlify: `x-nf-client-connection-ip`, "the right one for inspecting the connecting IP
 *   address" (Netlify's support forum; functions see no other);
 * - Vercel: `x-forwarded-for`, "the public IP address of the client", which Vercel overwrites
 *   ("and do not forward external IPs ... to prevent IP spoofing"), and `x-real-ip`, the same.
 */
export const CLIENT_ADDRESS_HEADERS = {
  netlify: ["x-nf-client-connection-ip"],
  vercel: ["x-forwarded-for", "x-real-ip"],
} as const

/**
 * The address in the first of `headers` that holds one. Where a proxy appends to a header (a
 * list, or the header sent twice, which Node joins with ", "), the last value is the one the
 * nearest proxy wrote, the host's own; every earlier one came from the sender. Not an address:
 * none (no "unknown" every stranger would share).
 */
export function addressFromHeaders(headers: RequestHeaders, names: readonly string[]): string | undefined {
  for (const name of names) {
    const raw = headers[name]
    const value = Array.isArray(raw) ? raw.join(",") : raw
    if (!value) continue
    const last = value.split(",").pop()?.trim() ?? ""
    if (isIP(withoutZone(last))) return last
  }
  return undefined
}

/** fe80::1%eth0: the zone names an interface of the server, not the sender. */
const withoutZone = (address: string) => address.replace(/%.*$/, "")

/**
 * The eight 16-bit groups of an IPv6 address. Hand-written over the WHATWG URL parser's
 * canonical form (lower case, `::` once, an IPv4 tail in hex): Node has no IPv6 prefix
 * function, and ipaddr.js is here only as express's dependency, not one the site pins.
 */
function ipv6Groups(address: string): number[] {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1)
  const [head, tail] = canonical.split("::")
  const groups = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : [])
  if (tail === undefined) return groups(head)
  const front = groups(head)
  const back = groups(tail)
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back]
}

/**
 * The rate limit's key for an address: an IPv4 address whole (an IPv4-mapped IPv6 address as
 * the IPv4 address it is), an IPv6 address by its /64 ("2001:db8:1:2::/64"); undefined for
 * anything that is not an address.
 */
export function addressBucket(address: string | undefined): string | undefined {
  if (!address) return undefined
  const bare = withoutZone(address.trim())
  const version = isIP(bare)
  if (version === 4) return bare
  if (version !== 6) return undefined
  const groups = ipv6Groups(bare)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".")
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`
}
