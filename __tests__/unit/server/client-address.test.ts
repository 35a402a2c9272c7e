/**
 * @jest-environment node
 */
/** Who sends, for the rate limit (src/server/client-address.ts). */
import { addressBucket, addressFromHeaders, CLIENT_ADDRESS_HEADERS } from "../../../src/server/client-address"

describe("addressBucket", () => {
  it("counts an IPv4 address whole", () => {
    expect(addressBucket("198.51.100.7")).toBe("198.51.100.7")
    expect(addressBucket("198.51.100.8")).toBe("198.51.100.8")
  })

  it("counts an IPv6 address by its /64, however it is written", () => {
    const bucket = "2001:db8:aa:bb::/64"
    for (const address of ["2001:db8:aa:bb::1", "2001:0DB8:00AA:00BB:ffff:ffff:ffff:ffff", "2001:db8:aa:bb:1:2:3:4", "2001:db8:aa:bb::1.2.3.4", "2001:db8:aa:bb::1%eth0"]) {
      expect(addressBucket(address)).toBe(bucket)
    }
    expect(addressBucket("2001:db8:aa:bc::1")).toBe("2001:db8:aa:bc::/64")
    expect(addressBucket("::1")).toBe("0:0:0:0::/64")
    expect(addressBucket("2001:db8::")).toBe("2001:db8:0:0::/64")
  })

  it("counts an IPv4-mapped IPv6 address (as Node reports IPv4 peers on a dual-stack socket) as the IPv4 address", () => {
    expect(addressBucket("::ffff:198.51.100.7")).toBe("198.51.100.7")
    expect(addressBucket("::FFFF:c633:6407")).toBe("198.51.100.7")
  })

  it("has no bucket for what is not an address", () => {
    for (const value of [undefined, "", "unknown", "198.51.100.7, 203.0.113.9", "999.1.1.1", "2001:db8::g", "[::1]"]) {
      expect(addressBucket(value)).toBeUndefined()
    }
  })
})

describe("addressFromHeaders", () => {
  const netlify = CLIENT_ADDRESS_HEADERS.netlify
  const vercel = CLIENT_ADDRESS_HEADERS.vercel

  it("reads the host's own header, and only it", () => {
    expect(addressFromHeaders({ "x-nf-client-connection-ip": "198.51.100.7", "x-forwarded-for": "203.0.113.1" }, netlify)).toBe("198.51.100.7")
    expect(addressFromHeaders({ "x-forwarded-for": "203.0.113.1" }, netlify)).toBeUndefined()
    expect(addressFromHeaders({ "x-forwarded-for": "203.0.113.1", "x-real-ip": "203.0.113.2" }, vercel)).toBe("203.0.113.1")
    expect(addressFromHeaders({ "x-real-ip": "203.0.113.2" }, vercel)).toBe("203.0.113.2")
  })

  it("takes the last value where a proxy appends, or the header came twice: what the sender wrote comes first", () => {
    expect(addressFromHeaders({ "x-forwarded-for": "10.9.8.7, 203.0.113.1" }, vercel)).toBe("203.0.113.1")
    // Node joins a header sent twice with ", ".
    expect(addressFromHeaders({ "x-nf-client-connection-ip": "192.0.2.66, 198.51.100.7" }, netlify)).toBe("198.51.100.7")
    expect(addressFromHeaders({ "x-nf-client-connection-ip": ["192.0.2.66", "2001:db8::5"] }, netlify)).toBe("2001:db8::5")
  })

  it("no address (missing, empty, or not an address): none, rather than an 'unknown' every stranger would share", () => {
    expect(addressFromHeaders({}, netlify)).toBeUndefined()
    expect(addressFromHeaders({ "x-nf-client-connection-ip": "" }, netlify)).toBeUndefined()
    expect(addressFromHeaders({ "x-nf-client-connection-ip": "unknown" }, netlify)).toBeUndefined()
    expect(addressFromHeaders({ "x-forwarded-for": "203.0.113.1, garbage" }, vercel)).toBeUndefined()
  })
})
