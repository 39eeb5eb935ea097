import { describe, expect, it } from "vitest";
import { clientAddress, limitKey, PEER_HEADER, requestIsHttps } from "@/lib/security/client-address";
import { shareCookieOptions } from "@/lib/preview/access";

const request = (headers: Record<string, string>) => new Headers(headers);

describe("clientAddress", () => {
  it("without a trusted proxy is the socket's address, whatever X-Forwarded-For claims", () => {
    expect(clientAddress(request({ [PEER_HEADER]: "198.51.100.7", "x-forwarded-for": "203.0.113.9" }), 0)).toBe(
      "198.51.100.7",
    );
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

describe("Secure cookies behind the trusted proxy", () => {
  const https = request({ "x-forwarded-proto": "https" });
  it("HTTPS is what NEXTAUTH_URL says, or X-Forwarded-Proto from a trusted proxy; a client's own claim is ignored", () => {
    expect(requestIsHttps(request({}), { NEXTAUTH_URL: "https://studio.example" })).toBe(true);
    expect(requestIsHttps(https, { TRUST_PROXY_HOPS: "1" })).toBe(true);
    expect(requestIsHttps(request({ "x-forwarded-proto": "https, http" }), { TRUST_PROXY_HOPS: "1" })).toBe(false);
    expect(requestIsHttps(https, {})).toBe(false);
  });
  it("the share-preview cookie is Secure whenever the session cookie would be, and sent to its one page", () => {
    const until = new Date("2030-01-01T00:00:00Z");
    const env = { TRUST_PROXY_HOPS: "1", NEXTAUTH_URL: "http://127.0.0.1:3000" };
    expect(shareCookieOptions(https, until, "/blog/a-draft", env)).toEqual({
      httpOnly: true,
      sameSite: "lax",
      path: "/blog/a-draft",
      secure: true,
      expires: until,
    });
    expect(shareCookieOptions(https, until, "/blog/a-draft", { NEXTAUTH_URL: "http://127.0.0.1:3000" }).secure).toBe(
      false,
    );
  });
});
