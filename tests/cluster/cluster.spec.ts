// `npm run test:cluster`: the several-instance topology on this machine (tests/cluster/topology.ts). Prints its figures.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, startCluster } from "./topology";

type Cluster = Awaited<ReturnType<typeof startCluster>>;
let cluster: Cluster;
const PROJECT = { id: "ledgerly-finance-platform", title: "Ledgerly Finance Platform" };
const caseStudy = (base: string) => `${base}/case-study/${PROJECT.id}`;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startCluster();
});
test.afterAll(async () => {
  await cluster?.close();
});

async function signInOn(page: Page, base: string) {
  await page.goto(`${base}/admin/login?callbackUrl=%2Fadmin`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${base}/admin`, { timeout: 60_000 });
}

const titleOf = async (url: string) => {
  const response = await fetch(url);
  const html = await response.text();
  // which layer answered, for a failure's message
  const answer = [
    `status ${response.status}`,
    ...["x-nextjs-cache", "x-cache", "age", "x-request-id"].map((name) => `${name} ${response.headers.get(name)}`),
  ].join(", ");
  return { status: response.status, html, title: /<title>([^<]*)<\/title>/.exec(html)?.[1], answer };
};

const sleepUntil = (epochMs: number) => new Promise((r) => setTimeout(r, Math.max(0, epochMs - Date.now())));

/** The title of what a visitor's first request to `url` gets, and in how many milliseconds after `since` (epoch
 *  ms) it arrived. */
async function firstVisit(url: string, since: number) {
  const { title, answer } = await titleOf(url);
  return { title, answer, ms: Date.now() - since };
}

/** Renames the project through A's admin form, every public copy cached before. B has no time to live in this:
 *  its first answer after the save must show the edit. nginx keeps a copy to the end of the second it was made in
 *  (X-Accel-Expires), so the edit is public through it from the next whole second on: the first request made then
 *  must show it. How long those first answers took is the machine's rendering speed (printed; `npm run bench`
 *  measures speed), not how long a stale copy lived. */
async function renameThroughA(page: Page, oldTitle: string, newTitle: string) {
  for (const url of [caseStudy(cluster.a.url), caseStudy(cluster.b.url), caseStudy(cluster.nginxUrl)]) {
    for (let i = 0; i < 2; i++) {
      const { title, answer } = await titleOf(url);
      expect(title, `${url}, request ${i + 1} before the save (${answer})`).toContain(oldTitle);
    }
  }
  await page.goto(`${cluster.a.url}/admin/portfolio/edit/${PROJECT.id}`);
  await page.getByLabel("Title").fill(newTitle);
  await page.getByRole("button", { name: "Update Portfolio" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Portfolio updated" }).first()).toBeVisible();
  const saved = Date.now();
  const throughB = await firstVisit(caseStudy(cluster.b.url), saved);
  await sleepUntil(Math.floor(saved / 1000) * 1000 + 1000);
  const throughNginx = await firstVisit(caseStudy(cluster.nginxUrl), saved);
  expect(throughB.title, `B's first answer after the save (${throughB.answer})`).toContain(newTitle);
  expect(throughNginx.title, `nginx's first answer in the second after the save (${throughNginx.answer})`).toContain(
    newTitle,
  );
  return { throughB: throughB.ms, throughNginx: throughNginx.ms };
}

let title = PROJECT.title;

test("a page no instance has rendered yet shows the database, not the build's prerendered copy", async () => {
  // The build prerendered this case study with the built-in title; the database now says otherwise.
  await cluster.sql(`UPDATE portfolios SET title = $1 WHERE id = 'medflow-patient-portal'`, ["MedFlow As Stored"]);
  expect((await titleOf(`${cluster.b.url}/case-study/medflow-patient-portal`)).html).toContain("MedFlow As Stored");
});

test("an edit through A is public through B at once and through nginx within the second", async ({ page }) => {
  test.setTimeout(120_000);
  await signInOn(page, cluster.a.url);
  const newTitle = `Ledgerly Cluster ${Date.now()}`;
  const { throughB, throughNginx } = await renameThroughA(page, title, newTitle);
  title = newTitle;
  console.log(
    `[cluster] edit through A: B's first answer (showing it) after ${throughB} ms, nginx's in the next second after ${throughNginx} ms`,
  );
});

test("with Redis away pages are still served and edits still public; when it is back the shared cache is used again", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInOn(page, cluster.a.url);
  // B holds a copy of the case study from before the outage: while it cannot read A's expiries it must not use it.
  for (let i = 0; i < 3; i++) await titleOf(caseStudy(cluster.b.url));
  cluster.redis.stop();
  for (const base of [cluster.a.url, cluster.b.url]) {
    for (const path of ["/", "/portfolio", `/case-study/${PROJECT.id}`])
      expect((await titleOf(base + path)).status).toBe(200);
  }
  const duringOutage = `Ledgerly Outage ${Date.now()}`;
  const outage = await renameThroughA(page, title, duringOutage);
  title = duringOutage;
  console.log(
    `[cluster] Redis away: B's first answer (showing the edit) after ${outage.throughB} ms, nginx's after ${outage.throughNginx} ms`,
  );

  cluster.redis.resume();
  // Reconnected by itself (backing off to 2 s): B's second answer for a page comes from the shared cache again.
  await expect
    .poll(
      async () => {
        await fetch(`${cluster.b.url}/portfolio`);
        return (await fetch(`${cluster.b.url}/portfolio`)).headers.get("x-nextjs-cache");
      },
      { timeout: 10_000 },
    )
    .toBe("HIT");
  const afterwards = `Ledgerly Back ${Date.now()}`;
  const back = await renameThroughA(page, title, afterwards);
  title = afterwards;
  console.log(
    `[cluster] Redis back: B's first answer (showing the edit) after ${back.throughB} ms, nginx's after ${back.throughNginx} ms`,
  );
});

test("a session made on A works on B", async ({ page }) => {
  await signInOn(page, cluster.a.url);
  await page.goto(`${cluster.b.url}/admin`);
  await expect(page).toHaveURL(`${cluster.b.url}/admin`);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("stopping A keeps the site answering through nginx, and A rejoins when it is back", async () => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  let requests = 0;
  let running = true;
  const visitor = (async () => {
    while (running) {
      requests++;
      const response = await fetch(`${cluster.nginxUrl}/portfolio`).catch((error: Error) => ({
        status: 0,
        statusText: error.message,
      }));
      if (response.status !== 200) failures.push(`${response.status} ${response.statusText}`);
    }
  })();
  await new Promise((r) => setTimeout(r, 500));
  await cluster.a.stop();
  await new Promise((r) => setTimeout(r, 3_000));
  await cluster.a.start();
  const aReady = Date.now();
  await new Promise((r) => setTimeout(r, 1_000));
  running = false;
  await visitor;
  console.log(
    `[cluster] ${requests} visitor requests through nginx while A stopped and restarted: ${failures.length} failed`,
  );
  expect(failures).toEqual([]);

  // A is back in the upstream, and the upgrade in deploy/README.md holds: with B stopped fail_timeout + 1 s after A was ready,
  // nginx's first answer of what it never caches (/api) comes from A. Sooner, nginx may still count A down from its
  // last failed try just before A listened (nginx counts it in whole seconds), with no instance left to send
  // requests to (502).
  const failTimeout = Number(/fail_timeout=(\d+)s/.exec(fs.readFileSync("deploy/nginx.conf", "utf8"))![1]);
  await sleepUntil(aReady + (failTimeout + 1) * 1000);
  await cluster.b.stop();
  expect((await fetch(`${cluster.nginxUrl}/api/health/ready`)).status).toBe(200);
  await cluster.b.start();
});
test("each instance's metrics count what it served; nginx never hands them out", async () => {
  // Straight to A: nginx may keep A out of rotation for a while after the restart test above.
  for (let i = 0; i < 5; i++) expect((await fetch(`${cluster.a.url}/portfolio?m=${i}`)).status).toBe(200);
  // An answer is counted once it has been sent out, which may be a moment after the client read it.
  let text = "";
  const served = async () => {
    text = await (await fetch(`${cluster.a.url}/api/metrics`)).text();
    return Number(
      /^studio_http_requests_total\{route="\/portfolio",method="GET",status="200"\} (\d+)/m.exec(text)?.[1] ?? 0,
    );
  };
  await expect.poll(served, { timeout: 5000 }).toBeGreaterThanOrEqual(5);
  console.log(`[cluster] A's metrics: ${await served()} answers of /portfolio`);
  expect(text).toMatch(/^studio_page_cache_total\{result="(hit|miss|stale)"\} [1-9]/m);
  expect((await fetch(`${cluster.nginxUrl}/api/metrics`)).status).toBe(404);
});

test("a spoofed X-Forwarded-For does not escape the sign-in limit", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const response = await fetch(`${cluster.nginxUrl}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `203.0.113.${i + 1}` },
      body: new URLSearchParams({ email: ADMIN.email, password: "wrong" }).toString(),
      redirect: "manual",
    });
    statuses.push(response.status);
  }
  console.log(`[cluster] sign-in statuses with a new spoofed address each time: ${statuses.join(" ")}`);
  expect(statuses.slice(10)).toEqual([429, 429]);
});

test("the standalone build B runs carries the migrations it applies, and none of the project's sources", () => {
  // A file read the build cannot scope (a path from a variable) makes Next trace the whole project into it.
  const standalone = path.join(process.env.NEXT_DIST_DIR ?? ".next-cluster", "standalone");
  const migrations = (dir: string) =>
    fs.readdirSync(dir).filter((name) => fs.existsSync(path.join(dir, name, "migration.sql")));
  expect(migrations(path.join(standalone, "prisma/migrations"))).toEqual(migrations("prisma/migrations"));
  for (const source of ["app", "components", "content", "tests", "docs", "bench", "README.md", "tsconfig.json"]) {
    expect(fs.existsSync(path.join(standalone, source)), source).toBe(false);
  }
});
