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
  // Every list is edited in place: Add puts the focus in a blank entry, Enter in an entry starts the next one.
  const listValues = (name: string) =>
    page
      .getByRole("list", { name, exact: true })
      .getByRole("textbox")
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
  await page.getByRole("button", { name: "Add technology" }).click();
  await expect(page.getByRole("textbox", { name: "Technology 1", exact: true })).toBeFocused();
  for (const value of ["React", "Go", "Rust"]) {
    await page.keyboard.type(value);
    await page.keyboard.press("Enter");
  }
  await page.keyboard.type("Kafka");
  expect(await listValues("Technologies")).toEqual(["React", "Go", "Rust", "Kafka"]);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter"); // a blank entry: no new one
  await expect(page.getByRole("textbox", { name: "Technology 5", exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Remove technology 5" }).click();
  await expect(page.getByRole("textbox", { name: "Technology 4", exact: true })).toBeFocused();

  // The tech stack: categories, each with its own list of technologies; a duplicated category is edited apart.
  await page.getByRole("button", { name: "Add stack category" }).click();
  const first = page.getByRole("group", { name: "Stack category 1", exact: true });
  await expect(first.getByLabel("Category", { exact: true })).toBeFocused();
  await page.keyboard.type("Frontend");
  await first.getByRole("textbox", { name: "Frontend technology 1", exact: true }).fill("React");
  await first.getByRole("textbox", { name: "Frontend technology 1", exact: true }).press("Enter");
  await page.keyboard.type("Vue");
  expect(await listValues("Technologies of Frontend")).toEqual(["React", "Vue"]);
  await page.getByRole("button", { name: "Duplicate stack category 1" }).click();
  const second = page.getByRole("group", { name: "Stack category 2", exact: true });
  await expect(second.getByLabel("Category", { exact: true })).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Backend");
  await second.getByRole("button", { name: "Remove backend technology 2" }).click();
  await second.getByRole("textbox", { name: "Backend technology 1", exact: true }).fill("Go");
  expect(await listValues("Technologies of Frontend")).toEqual(["React", "Vue"]);
  expect(await listValues("Technologies of Backend")).toEqual(["Go"]);

  await page.getByRole("button", { name: "Add key metric" }).click();
  const keyMetric = page.getByRole("group", { name: "Key metric 1", exact: true });
  await keyMetric.getByLabel("Label", { exact: true }).fill("Uptime");
  await keyMetric.getByLabel("Value", { exact: true }).fill("99.99%");

  // A detailed metric needs its label, value and description: a missing one is named at its input.
  await page.getByRole("button", { name: "Add detailed metric" }).click();
  const detailed = page.getByRole("group", { name: "Detailed metric 1", exact: true });
  await detailed.getByLabel("Label", { exact: true }).fill("Uptime");
  await detailed.getByLabel("Value", { exact: true }).fill("99.99%");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, "Validation Error", "Please fill in all required fields.");
  await expect(detailed.getByText("Fill this in, or remove the entry.")).toBeVisible();
  await detailed.getByLabel("Description", { exact: true }).fill("Across 12 months");
  await expect(detailed.getByText("Fill this in, or remove the entry.")).toHaveCount(0);
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
  await page.getByRole("button", { name: "Add tag" }).click();
  for (const value of [" Launch ", "Launch", "AI"]) {
    await page.keyboard.type(value);
    await page.keyboard.press("Enter");
  }
  await page.keyboard.type("Notes");
  const tags = page.getByRole("list", { name: "Tags", exact: true }).getByRole("textbox");
  await expect(tags).toHaveCount(4);
  await page.getByRole("button", { name: "Remove tag 4" }).click();
  await expect(page.getByRole("textbox", { name: "Tag 3", exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Remove tag 2" }).click(); // the repeat (the save would drop it too)
  await expect(page.getByRole("textbox", { name: "Tag 2", exact: true })).toHaveValue("AI");
  await expect(tags).toHaveCount(2);
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
