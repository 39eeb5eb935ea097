import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminListSchema, adminPage } from "@/lib/content/admin-list";
import { projectType } from "@/lib/projects/type";
import { blogType } from "@/lib/blog/type";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

// Portfolio and Blog Management sort by every column they offer, both ways (a required column once failed every
// load of the blog table: Prisma refuses null ordering on it).
describe.each(DATABASE_KINDS)("the portfolio and blog tables on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    await database.prisma.project.createMany({
      data: [
        {
          id: "b-project",
          title: "Beta",
          client: null,
          description: "d",
          serviceId: "saas",
          createdAt: new Date("2026-01-02"),
        },
        {
          id: "a-project",
          title: "Alpha",
          client: "Zed Co",
          description: "d",
          serviceId: "web-apps",
          createdAt: new Date("2026-01-01"),
        },
        {
          id: "c-project",
          title: "Gamma",
          client: "Acme",
          description: "d",
          serviceId: "ai-calling",
          createdAt: new Date("2026-01-03"),
        },
      ],
    });
    await database.prisma.blogPost.createMany({
      data: [
        {
          id: "b-post",
          title: "Beta",
          content: "c",
          authorName: "Yan",
          publishedAt: new Date("2026-02-02"),
          readingTime: 3,
        },
        {
          id: "a-post",
          title: "Alpha",
          content: "c",
          authorName: "Zoe",
          publishedAt: new Date("2026-02-01"),
          readingTime: 9,
        },
        {
          id: "c-post",
          title: "Gamma",
          content: "c",
          authorName: "Ada",
          publishedAt: new Date("2026-02-03"),
          readingTime: 1,
        },
      ],
    });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const projectIds = async (sort: string, dir: string) =>
    (await adminPage(database.prisma, projectType, adminListSchema(projectType).parse({ sort, dir }))).rows.map(
      (r) => (r as { id: string }).id,
    );
  const postIds = async (sort: string, dir: string) =>
    (await adminPage(database.prisma, blogType, adminListSchema(blogType).parse({ sort, dir }))).rows.map(
      (r) => (r as { id: string }).id,
    );

  it("sorts projects by each column, a project without a client last either way", async () => {
    expect(await projectIds("createdAt", "desc")).toEqual(["c-project", "b-project", "a-project"]);
    expect(await projectIds("title", "asc")).toEqual(["a-project", "b-project", "c-project"]);
    expect(await projectIds("serviceId", "asc")).toEqual(["c-project", "b-project", "a-project"]);
    expect(await projectIds("client", "asc")).toEqual(["c-project", "a-project", "b-project"]);
    expect(await projectIds("client", "desc")).toEqual(["a-project", "c-project", "b-project"]);
  });

  it("sorts posts by each column", async () => {
    expect(await postIds("publishedAt", "desc")).toEqual(["c-post", "b-post", "a-post"]);
    expect(await postIds("title", "desc")).toEqual(["c-post", "b-post", "a-post"]);
    expect(await postIds("authorName", "asc")).toEqual(["c-post", "b-post", "a-post"]);
    expect(await postIds("readingTime", "asc")).toEqual(["c-post", "b-post", "a-post"]);
  });
});
