import { describe, expect, it } from "vitest";
import { contentEntities, contentTags, countsPhrase, ENTITIES } from "@/lib/entities";
import { parseContentData } from "@/lib/backup/file";
import { mediaEntitySchema } from "@/lib/media/codec";
import { redirectEntitySchema } from "@/lib/redirects/codec";
import { settingsCodec } from "@/lib/settings/codec";
import { defaultSiteSettings } from "@/lib/settings/defaults";
import { BLUR, libraryRecord } from "../support/backup";

const counts = { media: 0, projects: 4, blogs: 6, testimonials: 0, settings: 0, redirects: 0 };
const image = () => ({ ...libraryRecord(1), caption: undefined, createdAt: "2026-01-01T00:00:00.000Z" });

describe("the entity registry", () => {
  it("lists the library before the projects, posts and testimonials that show it, then settings and redirects", () => {
    expect(ENTITIES.map((e) => e.key)).toEqual(["media", "projects", "blogs", "testimonials", "settings", "redirects"]);
    expect(contentEntities.map((e) => e.key)).toEqual(["projects", "blogs", "testimonials"]);
  });

  it("names the content every file holds always and the other entities only when there are some", () => {
    expect(countsPhrase(counts)).toBe("4 portfolios and 6 blog posts");
    expect(countsPhrase({ ...counts, testimonials: 19, redirects: 3 })).toBe(
      "4 portfolios, 6 blog posts, 19 testimonials and 3 redirects",
    );
    expect(countsPhrase({ ...counts, media: 12, settings: 1, redirects: 3 })).toBe(
      "4 portfolios, 6 blog posts, 12 images, 1 site settings and 3 redirects",
    );
    expect(countsPhrase({ ...counts, redirects: 2 }, (key) => ` (${key})`)).toBe(
      "4 portfolios (projects), 6 blog posts (blogs) and 2 redirects (redirects)",
    );
  });

  it("a restore, an import or a migration expires every entity's tags, the settings and the redirects among them", () => {
    expect(contentTags()).toEqual(["media", "projects", "blog", "testimonials", "settings", "redirects"]);
  });
});

describe("files with and without the newer entities", () => {
  it("leaves out the lists a file does not hold, so they are left as they are", () => {
    const parsed = parseContentData({ version: "2.0", projects: [], blogs: [] });
    expect(parsed.ok && Object.keys(parsed.content)).toEqual(["projects", "blogs"]);
  });

  it("accepts a file that holds only settings or redirects; one with none still names the content lists", () => {
    expect(parseContentData({ redirects: [{ id: "r", fromPath: "/a", toPath: "/b" }] }).ok).toBe(true);
    const none = parseContentData({ version: "2.0" });
    expect(!none.ok && none.message).toBe(
      'The file was not imported, nothing was changed. This is not a studio export: it has neither "projects" nor "blogs".',
    );
  });

  it("an image record names its content hash in its address and carries a data-URL placeholder", () => {
    expect(mediaEntitySchema.safeParse(image())).toMatchObject({
      success: true,
      data: { title: "Photo 1", blurDataUrl: BLUR },
    });
    expect(mediaEntitySchema.safeParse({ ...image(), url: "/images/blog/cover.webp" }).success).toBe(true);
    const wrongHash = mediaEntitySchema.safeParse({ ...image(), url: `/media/${"0".repeat(32)}` });
    expect(!wrongHash.success && wrongHash.error.issues[0]).toMatchObject({
      path: ["url"],
      message: "An uploaded image's address must name its content hash",
    });
    expect(mediaEntitySchema.safeParse({ ...image(), url: "https://elsewhere.example/x.png" }).success).toBe(false);
    expect(mediaEntitySchema.safeParse({ ...image(), blurDataUrl: "javascript:alert(1)" }).success).toBe(false);
  });

  it("a settings record from an older version takes the defaults for fields it lacks", () => {
    const { announcement: _dropped, ...older } = { ...defaultSiteSettings({}), email: "old@studio.test" };
    const parsed = settingsCodec.schema.safeParse(settingsCodec.normalise({ id: "site", settings: older }));
    expect(parsed).toMatchObject({
      success: true,
      data: { title: "Site settings", settings: { email: "old@studio.test", announcement: { enabled: false } } },
    });
    expect(settingsCodec.schema.safeParse({ id: "other", settings: defaultSiteSettings({}) }).success).toBe(false);
  });

  it("a redirect's addresses are stored as the admin stores them", () => {
    expect(redirectEntitySchema.parse({ id: "r", fromPath: "old//page/", toPath: "/new?x=1" })).toMatchObject({
      fromPath: "/old/page",
      toPath: "/new",
      kind: "manual",
      title: "/old/page → /new",
    });
  });
});
