import { describe, expect, it } from "vitest";
import { clientAddress, limitKey, PEER_HEADER } from "@/lib/security/client-address";

const request = (headers: Record<string, string>) => new Headers(headers);

describe("clientAddress", () => {
  it("without a trusted proxy is the socket's address, whatever X-Forwarded-For claims", () => {
    expect(clientAddress(request({ [PEER_HEADER]: "198.51.100.7", "x-forwarded-for": "203.0.113.9" }), 0)).toBe("198.51.100.7");
  });
  it("behind one proxy is the entry that proxy appended, not the client's own claims left of it", () => {
    const headers = request({ [PEER_HEADER]: "127.0.0.1", "x-forwarded-for": "203.0.113.9, 10.0.0.1, 198.51.100.7" });
    expect(clientAddress(headers, 1)).toBe("198.51.100.7");
    expect(clientAddress(headers, 2)).toBe("10.0.0.1");
  });
  it("takes the leftmost entry when fewer proxies appended than trusted, and reads plain header objects", () => {
    expect(clientAddress({ "x-forwarded-for": "198.51.100.7" }, 3)).toBe("198.51.100.7");
    expect(clientAddress({ [PEER_HEADER]: "[2001:db8::1]:443" }, 0)).toBe("2001:db8::1");
    expect(clientAddress({}, 0)).toBe("unknown");
  });
});

describe("limitKey", () => {
  it("counts an IPv6 client by its /64 and a mapped IPv4 address as IPv4", () => {
    expect(limitKey("2001:db8:1:2:aaaa::1")).toBe(limitKey("2001:db8:1:2:ffff::9"));
    expect(limitKey("2001:db8:1:2:aaaa::1")).not.toBe(limitKey("2001:db8:1:3::1"));
    expect(limitKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(limitKey("x".repeat(500))).toHaveLength(64);
  });
});
