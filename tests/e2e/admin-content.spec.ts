import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support";
import { confirmDialog, expectToast, signIn } from "./admin-support";

// Whole create / edit / delete journeys with axe scans: allow for the shared, loaded test machine.
test.describe.configure({ timeout: 180_000 });

const statValue = async (page: Page, label: string) =>
  Number(await page.getByTestId(`stat-${label}`).locator("p").nth(1).textContent());

test("the dashboard counts portfolios, posts and total content, with recent lists and quick actions", async ({
  page,
}) => {
  await signIn(page);
  const portfolios = await statValue(page, "Total Portfolios");
  const posts = await statValue(page, "Blog Posts");
  expect(await statValue(page, "Total Content")).toBe(portfolios + posts);
  await expect(
    page.getByRole("region", { name: "Recent Portfolios" }).getByRole("link", { name: /^Edit/ }),
  ).toHaveCount(Math.min(5, portfolios));
  await expect(
    page.getByRole("region", { name: "Recent Blog Posts" }).getByRole("link", { name: /^Edit/ }),
  ).toHaveCount(Math.min(5, posts));
  for (const name of ["Add New Portfolio", "Write New Blog Post", "Manage Case Studies"])
    await expect(page.getByRole("link", { name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Conversions by action" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin/portfolio");
  await expect(page.getByTestId("portfolio-row")).toHaveCount(portfolios);
  await expect(page.getByTestId("table-position")).toContainText(`of ${portfolios} portfolios`);
  await expect(page.getByText(/\+\d+ more/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin/blogs");
  await expect(page.getByTestId("blog-row")).toHaveCount(posts);
  await expect(page.getByTestId("blog-row").first()).toContainText(/\d+ min read/);
  await expectNoAxeViolations(page);
  await page.goto("/admin/case-studies");
  await expect(page.getByTestId("case-study-row").first()).toContainText("Yes");
  await expect(page.getByRole("link", { name: "Add Portfolio with Case Study" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin/leads");
  await expect(page.getByRole("link", { name: "Export CSV" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("create, edit and delete a portfolio with every validation rule; each change is public at once", async ({
  page,
}) => {
  await signIn(page, "/admin/portfolio/new");
  await expect(page.getByRole("heading", { name: "Add New Portfolio" })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, "Validation Error", "Please fill in all required fields.");
  await expect(page).toHaveURL(/\/admin\/portfolio\/new$/);
  // An error toast held on screen under the pointer is readable (other scans wait for the toasts to leave), 356 px
  // wide, and whole on a 320 px screen.
  const validation = page.locator("[data-sonner-toast]").filter({ hasText: "Validation Error" });
  await validation.hover();
  await expectNoAxeViolations(page, { include: "[data-sonner-toaster]", keepToasts: true });
  expect((await validation.boundingBox())?.width).toBe(356);
  await page.setViewportSize({ width: 320, height: 844 });
  await expect(validation).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByLabel("Title").fill("E2E Orbit Analytics");
  await page.getByLabel("Description").first().fill("A telemetry dashboard for satellites.");
  await page.getByLabel("Service").selectOption("saas");
  await expect(page.getByLabel("Live URL", { exact: true })).toHaveAttribute("type", "url");
  // Image fields take library images, /images/… paths and allowed https:// URLs: the server checks them.
  for (const name of ["Featured Image", "Client Logo"])
    await expect(page.getByLabel(name, { exact: true })).toHaveAttribute("type", "text");
  const tech = page.getByRole("textbox", { name: "Technology", exact: true }).first();
  for (const value of ["  React  ", "React", "   ", "Go", "Rust", "Kafka"]) {
    await tech.fill(value);
    await tech.press("Enter");
  }
  await expect(page.getByRole("list", { name: "Technology" }).getByRole("listitem")).toHaveText([
    "React",
    "Go",
    "Rust",
    "Kafka",
  ]);

  const addToStack = async (category: string, technology: string) => {
    await page.getByLabel("Category", { exact: true }).fill(category);
    await page.getByRole("textbox", { name: "Technology", exact: true }).nth(1).fill(technology);
    await page.getByRole("button", { name: "Add to stack" }).click();
  };
  await addToStack("Frontend", "React");
  await addToStack(" Frontend ", "Vue");
  await addToStack("Frontend", "React");
  await addToStack("", "Svelte");
  await expect(page.getByTestId("tech-category")).toHaveCount(1);
  await expect(page.getByTestId("tech-category").getByRole("listitem")).toHaveText(["React", "Vue"]);
  await page.getByRole("button", { name: "Remove React from Frontend" }).click();
  await page.getByRole("button", { name: "Remove Vue from Frontend" }).click();
  await expect(page.getByTestId("tech-category")).toHaveCount(0);
  await addToStack("Backend", "Go");

  await page.getByLabel("Label", { exact: true }).fill("Uptime");
  await page.getByLabel("Value", { exact: true }).fill("99.99%");
  await page.getByRole("button", { name: "Add detailed metric" }).click();
  await expect(page.getByRole("list", { name: "Detailed metrics" }).getByRole("listitem")).toHaveCount(0);
  await page.getByLabel("Description", { exact: true }).last().fill("Across 12 months");
  await page.getByLabel("Description", { exact: true }).last().press("Enter");
  await expect(page.getByRole("list", { name: "Detailed metrics" }).getByRole("listitem")).toHaveCount(1);
  await page.getByLabel("Challenge", { exact: true }).fill("Telemetry arrived late.");
  await page.getByLabel("Solution", { exact: true }).fill("A streaming pipeline.");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, "Portfolio created", "The portfolio has been successfully created.");
  await expect(page).toHaveURL(/\/admin\/portfolio$/);
  await expect(page.getByTestId("portfolio-row").filter({ hasText: "E2E Orbit Analytics" })).toContainText(
    "SAAS Solutions",
  );

  await page.goto("/portfolio");
  await expect(page.getByText("E2E Orbit Analytics").first()).toBeVisible({ timeout: 1000 });
  await page.goto("/case-study/e2e-orbit-analytics");
  await expect(page.getByRole("heading", { name: "E2E Orbit Analytics" }).first()).toBeVisible({ timeout: 1000 });

  await page.goto("/admin/portfolio/edit/e2e-orbit-analytics");
  await expect(page.getByRole("heading", { name: "Edit Portfolio" })).toBeVisible();
  await page.getByLabel("Title").fill("E2E Orbit Analytics Pro");
  await page.getByRole("button", { name: "Update Portfolio" }).click();
  await expectToast(page, "Portfolio updated", "The portfolio has been successfully updated.");
  await page.goto("/case-study/e2e-orbit-analytics");
  await expect(page.getByRole("heading", { name: "E2E Orbit Analytics Pro" }).first()).toBeVisible({ timeout: 1000 });

  await page.goto("/admin/portfolio");
  const row = page.getByTestId("portfolio-row").filter({ hasText: "E2E Orbit Analytics Pro" });
  await row.getByRole("button", { name: /^Delete/ }).click();
  await confirmDialog(page, "Delete", "Are you sure you want to delete this portfolio?");
  await expectToast(page, "Portfolio deleted");
  await expect(row).toHaveCount(0);
  await page.goto("/portfolio");
  await expect(page.getByText("E2E Orbit Analytics Pro")).toHaveCount(0, { timeout: 1000 });

  await page.goto("/admin/portfolio/edit/no-such-project");
  await expectToast(page, "Project not found", "The project you're trying to edit doesn't exist.");
  await expect(page).toHaveURL(/\/admin\/portfolio$/);
});

test("the stale edit guard refuses a save over a newer version, offering to reload", async ({ browser }) => {
  const [a, b] = [await browser.newContext(), await browser.newContext()];
  const [pa, pb] = [await a.newPage(), await b.newPage()];
  await signIn(pa, "/admin/portfolio/edit/fitpulse-coaching-app");
  await signIn(pb, "/admin/portfolio/edit/fitpulse-coaching-app");
  await pa.getByLabel("Client", { exact: true }).fill("FitPulse Studios A");
  await pa.getByRole("button", { name: "Update Portfolio" }).click();
  await expectToast(pa, "Portfolio updated");
  await pb.getByLabel("Client", { exact: true }).fill("FitPulse Studios B");
  await pb.getByRole("button", { name: "Update Portfolio" }).click();
  await expectToast(pb, "Changed by someone else", "changed by someone else since you opened it");
  await expect(pb).toHaveURL(/\/edit\/fitpulse-coaching-app$/);
  await pb.getByRole("button", { name: "Reload" }).click();
  await expect(pb.getByLabel("Client", { exact: true })).toHaveValue("FitPulse Studios A");
  await a.close();
  await b.close();
});

test("create, edit and delete a blog post with its validation; each change is public at once", async ({ page }) => {
  await signIn(page, "/admin/blogs/new");
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
  await expect(page.getByLabel("Date")).toHaveValue(today);
  await expect(page.getByLabel("Reading Time (minutes)")).toHaveCount(0); // computed from the body, not typed
  await expect(page.getByLabel("Excerpt", { exact: true })).toHaveAttribute("rows", "2");
  await expect(page.getByLabel("Blog Content")).toHaveAttribute("rows", "15");
  await expect(page.getByLabel("Category", { exact: true })).toHaveAttribute("placeholder", "e.g. Technology, Design");

  await page.getByLabel("Title").fill("   ");
  await page.getByLabel("Author Name").fill("Ada");
  await page.getByLabel("Blog Content").fill("Hello");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, "Validation Error", "Please fill in all required fields.");
  await page.getByLabel("Title").fill("E2E Launch Notes");
  await page.getByLabel("Blog Content").fill("   \n  ");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, "Validation Error", "Content cannot be empty.");

  await page.getByLabel("Blog Content").fill("First paragraph.\n\nSecond paragraph.");
  const tag = page.getByRole("textbox", { name: "Tag", exact: true });
  for (const value of [" Launch ", "Launch", "", "AI", "Notes"]) {
    await tag.fill(value);
    await tag.press("Enter");
  }
  await expect(page.getByRole("list", { name: "Tag" }).getByRole("listitem")).toHaveText(["Launch", "AI", "Notes"]);
  await page.getByRole("button", { name: "Remove Notes" }).click();
  await page.getByRole("button", { name: "Add Tag" }).click(); // blank: ignored
  await expect(page.getByRole("list", { name: "Tag" }).getByRole("listitem")).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, "Blog post created", "The blog post has been successfully created.");
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  const row = page.getByTestId("blog-row").filter({ hasText: "E2E Launch Notes" });
  await expect(row.getByRole("cell", { name: "1 min read", exact: true })).toBeVisible();
  await expect(row).toContainText("Ada");

  await page.goto("/blogs");
  await expect(page.getByText("E2E Launch Notes").first()).toBeVisible({ timeout: 1000 });
  await page.goto("/blog/e2e-launch-notes");
  await expect(page.getByRole("heading", { name: "E2E Launch Notes" })).toBeVisible({ timeout: 1000 });

  await page.goto("/admin/blogs/edit/e2e-launch-notes");
  await expect(page.getByLabel("Date")).toHaveValue(today);
  await page.getByLabel("Title").fill("E2E Launch Notes, Revised");
  await page.getByRole("button", { name: "Update Blog Post" }).click();
  await expectToast(page, "Blog post updated", "The blog post has been successfully updated.");
  await page.goto("/blog/e2e-launch-notes");
  await expect(page.getByRole("heading", { name: "E2E Launch Notes, Revised" })).toBeVisible({ timeout: 1000 });

  await page.goto("/admin/blogs");
  await page
    .getByTestId("blog-row")
    .filter({ hasText: "E2E Launch Notes, Revised" })
    .getByRole("button", { name: /^Delete/ })
    .click();
  await confirmDialog(page, "Delete", "Are you sure you want to delete this blog post?");
  await expectToast(page, "Blog post deleted");
  await page.goto("/blogs");
  await expect(page.getByText("E2E Launch Notes, Revised")).toHaveCount(0, { timeout: 1000 });

  await page.goto("/admin/blogs/edit/no-such-post");
  await expectToast(page, "Error", "The blog post you're trying to edit doesn't exist.");
  await expect(page).toHaveURL(/\/admin\/blogs$/);
});
