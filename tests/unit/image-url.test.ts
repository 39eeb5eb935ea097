import { describe, expect, it } from "vitest";
import { cspImageSources, imageUrlProblem, remoteImageHosts, remotePatterns } from "@/lib/images/remote-hosts";
import { projectInputSchema } from "@/lib/projects/schema";

describe("outside image hosts (IMAGE_REMOTE_HOSTS)", () => {
  const hosts = remoteImageHosts("cdn.example.com, *.imgs.example.org  bad_host");

  it("feeds next/image's remotePatterns and the CSP img-src from one list", () => {
    expect(hosts).toEqual(["cdn.example.com", "*.imgs.example.org"]);
    expect(remotePatterns(hosts)).toEqual([
      { protocol: "https", hostname: "cdn.example.com" },
      { protocol: "https", hostname: "**.imgs.example.org" },
    ]);
    expect(cspImageSources(hosts)).toBe("https://cdn.example.com https://*.imgs.example.org");
  });

  it("allows this site's paths and https images on the listed hosts only, saying how to allow another", () => {
    expect(imageUrlProblem("/images/blog/core-web-vitals-playbook.webp", [])).toBeNull();
    expect(imageUrlProblem("/media/0123456789abcdef0123456789abcdef", [])).toBeNull();
    expect(imageUrlProblem("https://cdn.example.com/a.jpg", hosts)).toBeNull();
    expect(imageUrlProblem("https://x.imgs.example.org/a.jpg", hosts)).toBeNull();
    expect(imageUrlProblem("https://evil.example.net/a.jpg", hosts)).toMatch(
      /Images from evil\.example\.net are not allowed\. .*add evil\.example\.net to IMAGE_REMOTE_HOSTS/,
    );
    expect(imageUrlProblem("http://cdn.example.com/a.jpg", hosts)).toMatch(/https/);
    expect(imageUrlProblem("//cdn.example.com/a.jpg", hosts)).not.toBeNull();
    expect(imageUrlProblem("javascript:alert(1)", hosts)).not.toBeNull();
  });

  it("a project's image fields are checked at save; its live URL is not an image", () => {
    const base = { title: "T", serviceId: "web-apps", description: "d" };
    const refused = projectInputSchema.safeParse({ ...base, image: "https://photos.example.net/x.jpg" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toMatch(/IMAGE_REMOTE_HOSTS/);
    expect(
      projectInputSchema.safeParse({
        ...base,
        image: "/images/projects/a.webp",
        gallery: ["/media/0123456789abcdef0123456789abcdef"],
        liveUrl: "https://photos.example.net",
      }).success,
    ).toBe(true);
  });
});
