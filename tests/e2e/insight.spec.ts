import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./admin-support";
import { expectNoAxeViolations } from "./support";

/** A figure of the dashboard's Audience section, as a number. */
async function stat(page: Page, label: string): Promise<number> {
  const text = await page.getByTestId(`audience-${label}`).locator("p").nth(1).textContent();
  return Number((text ?? "").replace(/,/g, ""));
}

/** Waits for the beacon's page view of `path` and its answer. */
const viewBeacon = (page: Page, path: string) =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith("/api/insight") &&
      r.request().postDataJSON()?.kind === "view" &&
      r.request().postDataJSON()?.path === path,
  );

test("a fresh visitor's three pages and message: the lead shows that path and the dashboard counts the visit", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000); // a visit, a message, the inbox and the dashboard twice
  await signIn(page, "/admin");
  await page.goto("/admin?range=7&fresh=1");
  const before = { views: await stat(page, "Views"), visits: await stat(page, "Visits") };

  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "203.0.113.66" } });
  const tab = await visitor.newPage();
  for (const path of ["/portfolio", "/case-study/medflow-patient-portal", "/"]) {
    const beacon = viewBeacon(tab, path);
    await tab.goto(path);
    expect((await beacon).status(), path).toBe(202);
  }
  const email = `insight-${Date.now()}@example.com`;
  const form = tab.locator("form", { has: tab.getByRole("heading", { name: "Send Us a Message" }) });
  await form.getByLabel("First Name").fill("Ines");
  await form.getByLabel("Last Name").fill("Ight");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Subject").fill("Where did I come from");
  await form.getByLabel("Message").fill("I read your case study.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toContainText("Thank you!");
  expect(await visitor.cookies()).toEqual([]); // no cookie, and no banner needed
  await visitor.close();

  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  const lead = page.getByTestId("lead").filter({ hasText: email });
  await lead.getByText("Where did I come from").click();
  await expect(lead.getByTestId("lead-visit-path")).toHaveText(
    "direct → /portfolio → /case-study/medflow-patient-portal → /",
  );

  await page.goto("/admin?range=7");
  await page.getByRole("link", { name: "Refresh" }).click();
  await expect(page).toHaveURL(/fresh=1/);
  await expect.poll(() => stat(page, "Visits")).toBe(before.visits + 1);
  expect(await stat(page, "Views")).toBe(before.views + 3);
  await expect(page.getByTestId("insight-landing-pages").getByRole("row", { name: /^\/portfolio / })).toBeVisible();
  await expect(page.getByTestId("insight-case-studies")).toContainText("/case-study/medflow-patient-portal");
  await expectNoAxeViolations(page, { include: "#audience-section" });
});

test("public pages set no cookie; the beacon's visit lives in the tab's sessionStorage only", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "203.0.113.67" } });
  const tab = await context.newPage();
  for (const path of ["/", "/blogs"]) {
    const beacon = viewBeacon(tab, path);
    await tab.goto(path);
    await beacon;
  }
  expect(await context.cookies()).toEqual([]);
  expect(await tab.evaluate(() => document.cookie)).toBe("");
  const [day, id] = (await tab.evaluate(() => sessionStorage.getItem("studio.visit") ?? "")).split(" ");
  expect(day).toBe(new Date().toISOString().slice(0, 10));
  expect(id).toMatch(/^[0-9a-z]{28}$/);
  // another tab is another visit
  const other = await context.newPage();
  const beacon = viewBeacon(other, "/blogs");
  await other.goto("/blogs");
  expect((await beacon).request().postDataJSON().visit).not.toBe(id);
  await context.close();
});

test("with Global Privacy Control the beacon is not even loaded", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
  const tab = await context.newPage();
  const beacons: string[] = [];
  tab.on("request", (r) => void (r.url().endsWith("/api/insight") && beacons.push(r.url())));
  await tab.goto("/portfolio");
  await tab.waitForLoadState("networkidle");
  await tab.waitForTimeout(3500); // past the idle callback's time-out
  expect(beacons).toEqual([]);
  await context.close();
});

test("the admin's own visits to public pages are not counted", async ({ page }) => {
  await signIn(page, "/admin");
  const beacon = viewBeacon(page, "/reviews");
  await page.goto("/reviews");
  expect((await beacon).status()).toBe(204);
});

test("a page load's vitals reach the dashboard's speed table, rated by Google's thresholds", async ({
  browser,
  page,
  baseURL,
}) => {
  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "203.0.113.68" } });
  const tab = await visitor.newPage();
  const view = viewBeacon(tab, "/privacy-policy");
  await tab.goto("/privacy-policy");
  await view;
  await tab.mouse.click(5, 400); // an input: LCP is final
  const vitals = tab.waitForResponse(
    (r) => r.url().endsWith("/api/insight") && r.request().postDataJSON()?.kind === "vitals",
  );
  // A headless browser never hides its page; this is what a browser does when the visitor leaves or switches tabs.
  await tab.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true })); // as browsers fire it
  });
  const sent = await vitals;
  expect(sent.status()).toBe(202);
  const metrics = sent
    .request()
    .postDataJSON()
    .metrics.map((m: { name: string }) => m.name);
  expect(metrics).toEqual(expect.arrayContaining(["LCP", "CLS", "TTFB"]));
  await visitor.close();

  await signIn(page, "/admin");
  await page.goto("/admin?range=7&fresh=1");
  const row = page.getByTestId("insight-speed").getByRole("row", { name: /^\/privacy-policy desktop/ });
  await expect(row).toBeVisible();
  await expect(row.locator("[data-rating]").first()).toHaveAttribute("data-rating", /^(good|needs-improvement|poor)$/);
});
