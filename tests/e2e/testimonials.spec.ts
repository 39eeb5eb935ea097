import { expect, test, type Page } from "@playwright/test";
import { expectToast, signIn } from "./admin-support";

// Testimonials are a content type of the engine (lib/testimonials/): the reviews page reads the published ones. The
// owner edits one in /admin and the public page shows the edit on its first visit after it, though it was cached.

const NAME = "Sanya Verma";
const ORIGINAL = /^Support tickets are now triaged/;

const reviewCard = (page: Page) => page.getByTestId("review-grid").getByRole("figure").filter({ hasText: NAME });

async function saveTestimonial(page: Page, change: { quote?: string; status: "draft" | "published" }) {
  await page.goto("/admin/testimonials");
  await page.getByRole("link", { name: `Edit ${NAME}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Testimonial" })).toBeVisible();
  if (change.quote !== undefined) await page.getByRole("textbox", { name: "Quote", exact: true }).fill(change.quote);
  await page.getByLabel("Status", { exact: true }).selectOption(change.status);
  await page.getByRole("button", { name: "Update Testimonial" }).click();
  await expectToast(page, "Testimonial updated");
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
}

test("the owner edits a testimonial's quote, publishes it, and /reviews shows it on the first visit", async ({
  page,
}) => {
  test.slow(); // several saves and page loads on the shared 2-core machine
  // The public page, cached before any edit.
  await page.goto("/reviews");
  await expect(reviewCard(page).locator("blockquote")).toHaveText(ORIGINAL);
  const original = (await reviewCard(page).locator("blockquote").textContent())!.trim();

  await signIn(page, "/admin/testimonials");
  await expect(page.getByRole("link", { name: `Edit ${NAME}` })).toBeVisible();

  // A draft is not on the site.
  await saveTestimonial(page, { status: "draft" });
  await page.goto("/reviews");
  await expect(page.getByTestId("review-grid").getByRole("figure")).toHaveCount(14);
  await expect(reviewCard(page)).toHaveCount(0);

  const quote = `Our first-response time dropped from hours to minutes. (${Date.now().toString(36)})`;
  try {
    await saveTestimonial(page, { quote, status: "published" });
    await page.goto("/reviews");
    await expect(reviewCard(page).locator("blockquote")).toHaveText(quote);
    await expect(page.getByTestId("review-grid").getByRole("figure")).toHaveCount(15);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd.review.map((r: { reviewBody: string }) => r.reviewBody)).toContain(quote);
  } finally {
    // The built-in review as it was, for the specs after this one.
    await saveTestimonial(page, { quote: original, status: "published" });
  }
  await page.goto("/reviews");
  await expect(reviewCard(page).locator("blockquote")).toHaveText(original);
});
