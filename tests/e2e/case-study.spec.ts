import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, stubExternalSites } from "./support";

// This machine is shared by several builds: give each test room beyond the 45 s default.
test.describe.configure({ timeout: 120_000 });

const URL_MEDFLOW = "/case-study/medflow-patient-portal";
const section = (page: Page, name: string) => page.getByRole("region", { name });

test.describe("case study", () => {
  test("hero with the project's data", async ({ page, context }) => {
    await stubExternalSites(context);
    await page.goto(URL_MEDFLOW);
    const hero = page.locator("article > header");
    await expect(hero.getByRole("heading", { level: 1, name: "MedFlow Patient Portal" })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Back to Portfolio" })).toHaveAttribute("href", "/portfolio");
    const live = hero.getByRole("link", { name: /View Live/ });
    await expect(live).toHaveAttribute("href", "https://portal.medflowhealth.in");
    await expect(live).toHaveAttribute("target", "_blank");
    await expect(hero.getByRole("img", { name: "MedFlow Health Network logo" })).toBeVisible();
    await expect(hero.getByText("MedFlow Health Network", { exact: true })).toBeVisible();
    for (const text of ["5 months", "6 engineers", "A ground-up rebuild of the patient portal"])
      await expect(hero.getByText(text).first()).toBeVisible();
    const results = hero.getByRole("definition");
    for (const value of ["+41%", "1.8s", "-36%"]) await expect(results.filter({ hasText: value })).toHaveCount(1);
    await expect(hero.getByText("Booking abandonment")).toHaveCount(0); // only the first 3 metrics
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      hero.getByRole("link", { name: /Start Your Project/ }).click(),
    ]);
    expect(tab.url()).toContain("utm_source=case-study");
  });

  test("challenge, solution, numbered key features, tech stack by type, why us, roadmap, results", async ({ page }) => {
    await page.goto(URL_MEDFLOW);
    const cs = section(page, "Challenge & Solution");
    await expect(cs.getByRole("heading", { name: "The Challenge" })).toBeVisible();
    await expect(cs.getByText(/ten-year-old PHP application/)).toBeVisible();
    await expect(cs.getByRole("heading", { name: "Our Solution" })).toBeVisible();
    const features = cs.getByRole("heading", { name: "Key Features" }).locator("xpath=following-sibling::ol/li");
    await expect(features).toHaveCount(8);
    await expect(features.first()).toContainText("01");
    await expect(features.first()).toContainText("Appointment booking by doctor");

    const stack = section(page, "Web Technology Stack");
    await expect(stack.getByRole("heading", { name: "Frontend" })).toBeVisible();
    await expect(stack.getByText("HL7 FHIR R4")).toBeVisible();

    const why = page.locator("#why-choose-us li");
    await expect(why).toHaveCount(5);
    await expect(why.first()).toContainText("Performance budgets");

    const steps = page.locator("#development-roadmap li");
    await expect(steps).toHaveCount(12);
    await expect(steps.nth(11)).toContainText("Step 12");

    const results = section(page, "Measured after launch, not promised before it");
    await expect(results.getByRole("term")).toHaveCount(4);
    await expect(results.getByText("52%")).toBeVisible();
    await expect(results.getByText("Patients using Hindi")).toBeVisible();
    await expect(results.getByText(/Share of sessions that use the Hindi interface/)).toBeVisible();
  });

  test("gallery lightbox: wrap-around both ways, keyboard, focus returns to the thumbnail", async ({ page }) => {
    await page.goto(URL_MEDFLOW, { waitUntil: "load" });
    await page.getByRole("link", { name: "Open image 1 of 4" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(/(?<!\d)1 \/ 4(?!\d)/);
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect(dialog).toContainText(/(?<!\d)4 \/ 4(?!\d)/);
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog).toContainText(/(?<!\d)1 \/ 4(?!\d)/);
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toContainText(/(?<!\d)4 \/ 4(?!\d)/);
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toContainText(/(?<!\d)1 \/ 4(?!\d)/);
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toContainText(/(?<!\d)2 \/ 4(?!\d)/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: "Open image 2 of 4" })).toBeFocused();
    await page.getByRole("link", { name: "Open image 3 of 4" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("link", { name: "Open image 3 of 4" })).toBeFocused();
  });

  test("the project type picks the variant: a mobile project gets the mobile stack heading and roadmap", async ({
    page,
  }) => {
    await page.goto("/case-study/fitpulse-coaching-app");
    await expect(page.getByRole("heading", { level: 2, name: "Mobile Technology Stack" })).toBeVisible();
    await expect(page.locator("#why-choose-us li").first()).toContainText("Native feel, shared code");
    await expect(page.locator("#development-roadmap li")).toHaveCount(12);
    // the study ends with the next one, whose cover and title lead to it
    const next = page.getByTestId("next-study");
    await expect(next).toHaveAttribute("href", /^\/case-study\/(?!fitpulse-coaching-app$)[a-z0-9-]+$/);
    await next.click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("FitPulse Coaching App");
  });

  test("the project's approach, step by step, and its client's words with name, position and company", async ({
    page,
  }) => {
    await page.goto(URL_MEDFLOW);
    const approach = section(page, "How we worked on it, step by step");
    await expect(approach.getByRole("listitem")).toHaveCount(6);
    await expect(approach.getByRole("listitem").first()).toContainText("Two-week discovery");
    const words = section(page, "In the client's words");
    await expect(words.locator("blockquote")).toContainText("Kairo Labs treated our front desk as the real users.");
    await expect(words.locator("figcaption")).toHaveText(
      /Dr\. Neha Kapoor\s*Chief Operating Officer, MedFlow Health Network/,
    );
  });

  test("an unknown id is replaced by /portfolio", async ({ page }) => {
    await page.goto("/portfolio?service=saas");
    await page.goto("/case-study/no-such-project");
    await expect(page).toHaveURL(/\/portfolio$/);
    await page.goBack();
    await expect(page).toHaveURL(/service=saas$/);
  });

  test("SEO: metadata, canonical, JSON-LD and the Open Graph image", async ({ page, request }) => {
    await page.goto(URL_MEDFLOW);
    await expect(page).toHaveTitle(/MedFlow Patient Portal/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/case-study\/medflow-patient-portal$/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /MedFlow Patient Portal/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(ogImage).toContain("/case-study/medflow-patient-portal/opengraph-image");
    const image = await request.get(new URL(ogImage ?? "").pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "[]");
    expect(ld[0]).toMatchObject({
      "@type": "CreativeWork",
      name: "MedFlow Patient Portal",
      sourceOrganization: { name: "MedFlow Health Network" },
    });
    expect(ld[1]["@type"]).toBe("BreadcrumbList");
    expect(ld[1].itemListElement).toHaveLength(3);
  });

  test("no accessibility violations", async ({ page }) => {
    await page.goto(URL_MEDFLOW);
    await expectNoAxeViolations(page);
  });

  test("stacks on a phone @phone", async ({ page }) => {
    await page.goto(URL_MEDFLOW);
    await expect(page.getByRole("heading", { level: 1, name: "MedFlow Patient Portal" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
