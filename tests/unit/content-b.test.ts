import { describe, it, expect } from "vitest";
import { builtInProjects } from "@/content/projects";
import { blogAuthors, builtInBlogPosts } from "@/content/blog";
import { builtInBlogList } from "@/lib/blog/built-in";
import { countWords, readingTimeFor } from "@/lib/blog/reading-time";
import { projectInputSchema, PROJECT_TYPES, SERVICE_IDS } from "@/lib/projects/schema";
import { blogInputSchema, BLOG_CATEGORIES } from "@/lib/blog/schema";

const EXPECTED_PROJECTS: Record<string, { serviceId: string; projectType: string; industry: string }> = {
  "medflow-patient-portal": { serviceId: "web-apps", projectType: "web", industry: "Healthcare" },
  "ledgerly-finance-platform": { serviceId: "saas", projectType: "saas", industry: "FinTech" },
  "fitpulse-coaching-app": { serviceId: "mobile-apps", projectType: "mobile", industry: "Health & Fitness" },
  "routewise-logistics-automation": { serviceId: "ai-automation", projectType: "ai", industry: "Logistics" },
};

const EXPECTED_POSTS: Record<string, string> = {
  "ai-agents-in-production": "AI & Machine Learning",
  "offline-first-mobile-apps": "Mobile Development",
  "saas-pricing-architecture": "SaaS",
  "core-web-vitals-playbook": "Web Development",
  "voice-ai-lead-response": "Tech Trends",
  "case-study-medflow-rebuild": "Case Studies",
};

const wordsOf = (text: string) => countWords(text);

describe("built-in projects", () => {
  it("are the four case-study projects with unique ids", () => {
    const ids = builtInProjects.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(EXPECTED_PROJECTS).sort());
  });

  it("have distinct createdAt dates in 2025-2026", () => {
    const dates = builtInProjects.map((p) => p.createdAt);
    expect(new Set(dates).size).toBe(dates.length);
    for (const d of dates) {
      const parsed = new Date(d);
      expect(Number.isNaN(parsed.getTime())).toBe(false);
      expect([2025, 2026]).toContain(parsed.getUTCFullYear());
    }
  });

  for (const project of builtInProjects) {
    describe(project.id, () => {
      it("parses with projectInputSchema", () => {
        const result = projectInputSchema.safeParse(project);
        expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
      });

      it("has the expected service, type and industry", () => {
        const expected = EXPECTED_PROJECTS[project.id];
        expect(expected).toBeDefined();
        expect(project.serviceId).toBe(expected.serviceId);
        expect(project.projectType).toBe(expected.projectType);
        expect(project.industry).toBe(expected.industry);
        expect(SERVICE_IDS).toContain(project.serviceId);
        expect(PROJECT_TYPES).toContain(project.projectType);
      });

      it("is a complete case study", () => {
        const data = projectInputSchema.parse(project);
        expect(data.challenge && wordsOf(data.challenge)).toBeGreaterThanOrEqual(80);
        expect(data.solution && wordsOf(data.solution)).toBeGreaterThanOrEqual(80);
        expect(data.detailedMetrics).toHaveLength(4);
        expect(data.gallery.length).toBeGreaterThanOrEqual(3);
        expect(Object.keys(data.metrics).length).toBeGreaterThanOrEqual(3);
        expect(data.approach.length).toBeGreaterThanOrEqual(4);
        expect(data.features.length).toBeGreaterThanOrEqual(6);
        expect(data.technologies.length).toBeGreaterThanOrEqual(6);
        expect(data.techStack.length).toBeGreaterThanOrEqual(4);
        expect(data.extendedTestimonial?.quote).toBeTruthy();
        expect(data.testimonial).toBe(data.extendedTestimonial?.quote);
      });

      it("uses its own image paths and an https live URL", () => {
        const dir = `/images/projects/${project.id}/`;
        expect(project.image).toBe(`${dir}cover.webp`);
        expect(project.clientLogo).toBe(`${dir}logo.svg`);
        for (const image of project.gallery ?? []) expect(image?.startsWith(dir)).toBe(true);
        expect(project.liveUrl).toMatch(/^https:\/\//);
      });
    });
  }
});

describe("built-in blog posts", () => {
  it("are six posts with unique ids, one per category", () => {
    const ids = builtInBlogPosts.map((p) => p.id);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toHaveLength(6);
    expect(new Set(builtInBlogPosts.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES));
    for (const post of builtInBlogPosts) expect(post.category).toBe(EXPECTED_POSTS[post.id]);
  });

  it("have distinct publication dates between March 2025 and October 2026", () => {
    const dates = builtInBlogPosts.map((p) => p.publishedAt);
    expect(new Set(dates).size).toBe(dates.length);
    for (const d of dates) {
      const t = new Date(d).getTime();
      expect(t).toBeGreaterThanOrEqual(Date.UTC(2025, 2, 1));
      expect(t).toBeLessThan(Date.UTC(2026, 10, 1));
    }
  });

  it("are written by the exported studio authors, with one or two featured posts", () => {
    const names = new Set(blogAuthors.map((a) => a.name));
    expect(names.size).toBe(3);
    for (const post of builtInBlogPosts) {
      const author = blogAuthors.find((a) => a.name === post.authorName);
      expect(author).toBeDefined();
      expect(post.authorAvatar).toBe(author?.avatar);
      expect(post.authorBio).toBe(author?.bio);
    }
    const featured = builtInBlogPosts.filter((p) => p.featured).length;
    expect(featured).toBeGreaterThanOrEqual(1);
    expect(featured).toBeLessThanOrEqual(2);
  });

  it("share some tags so that tag filtering is meaningful", () => {
    const counts = new Map<string, number>();
    for (const post of builtInBlogPosts) for (const tag of post.tags ?? []) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    expect([...counts.values()].some((n) => n > 1)).toBe(true);
  });

  for (const post of builtInBlogPosts) {
    describe(post.id, () => {
      it("parses with blogInputSchema", () => {
        const result = blogInputSchema.safeParse(post);
        expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
      });

      it("is a real article of at least 600 words", () => {
        expect(wordsOf(post.content)).toBeGreaterThanOrEqual(600);
      });

      it("has a reading time computed from its text", () => {
        expect(builtInBlogList().find((p) => p.id === post.id)?.readingTime).toBe(readingTimeFor(post.content));
      });

      it("has 3-5 tags, an excerpt and its own featured image", () => {
        expect(post.tags?.length).toBeGreaterThanOrEqual(3);
        expect(post.tags?.length).toBeLessThanOrEqual(5);
        expect(post.excerpt?.trim()).toBeTruthy();
        expect(post.featuredImage).toBe(`/images/blog/${post.id}.webp`);
      });

      it("contains no script or inline event handlers", () => {
        expect(post.content).not.toMatch(/<script/i);
        expect(post.content).not.toMatch(/\son[a-z]+\s*=/i);
        expect(post.content).not.toMatch(/javascript:/i);
      });
    });
  }

  it("uses simple HTML in exactly two posts and plain text in four", () => {
    const html = builtInBlogPosts.filter((p) => /<(p|h2|ul)>/.test(p.content));
    expect(html).toHaveLength(2);
  });
});

describe("readingTimeFor", () => {
  it("is at least one minute, even for empty text", () => {
    expect(readingTimeFor("")).toBe(1);
    expect(readingTimeFor("   ")).toBe(1);
    expect(readingTimeFor("one two three")).toBe(1);
  });

  it("rounds up to whole minutes at 200 words a minute", () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    expect(readingTimeFor(words(200))).toBe(1);
    expect(readingTimeFor(words(201))).toBe(2);
    expect(readingTimeFor(words(400))).toBe(2);
    expect(readingTimeFor(words(401))).toBe(3);
  });

  it("ignores HTML tags and their attributes", () => {
    const html = `<h2 class="a very long list of class names here">Title</h2><p>${"word ".repeat(200).trim()}</p>`;
    expect(countWords(html)).toBe(201);
    expect(readingTimeFor(html)).toBe(2);
    expect(countWords('<a href="https://example.com/a b c">link</a>')).toBe(1);
    expect(countWords("<p>one</p><p>two</p>")).toBe(2);
  });

  it("counts plain text with line breaks and blank lines", () => {
    expect(countWords("first paragraph here\n\nsecond\nparagraph")).toBe(5);
  });
});
