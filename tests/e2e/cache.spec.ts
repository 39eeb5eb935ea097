import { expect, test } from "@playwright/test";

const PUBLIC_PAGES = ["/", "/portfolio", "/case-study/medflow-patient-portal", "/blogs", "/blog/ai-agents-in-production",
  "/web-apps", "/products/speaksify", "/reviews"];

test("cached public pages make no database query", async ({ request }) => {
  const queries = async () => (await (await request.get("/api/health")).json()).modelQueries as number;
  for (const path of PUBLIC_PAGES) expect((await request.get(path)).status(), path).toBe(200); // warm up
  const before = await queries();
  for (let round = 0; round < 3; round++) {
    for (const path of PUBLIC_PAGES) expect((await request.get(path)).status(), path).toBe(200);
  }
  expect(await queries()).toBe(before);
});
