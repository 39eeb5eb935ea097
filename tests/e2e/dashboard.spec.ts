import { expect, test } from "@playwright/test";
import { signIn } from "./admin-support";
import { expectNoAxeViolations } from "./support";

test("the dashboard's range switch keeps the range in the URL and redraws the charts for it", async ({
  page,
  request,
}) => {
  // Three ranges and an axe check over the whole dashboard, Audience section included (its tables are most of the
  // page's cells): past the default 45 s on a loaded two-core machine.
  test.setTimeout(90_000);
  // A click today on a conversion action: it is in every range.
  expect(
    (
      await request.post("/api/conversions", {
        data: { action: "design-consultation", page: "/ui-ux-design" },
        headers: { "x-forwarded-for": "198.51.100.77" },
      })
    ).status(),
  ).toBeLessThan(300);
  await signIn(page);
  const range = page.getByRole("navigation", { name: "Date range" });
  await expect(range.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  const conversions = page.getByRole("region", { name: "Conversions by action" });
  await expect(conversions.getByRole("term").filter({ hasText: "Design consultation" })).toBeVisible();
  await expect(conversions.getByRole("img", { name: /^Conversions by action:/ })).toBeVisible();

  await range.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/\/admin\?range=7$/);
  await expect(page.getByRole("heading", { name: "Activity, last 7 days" })).toBeVisible();
  await expect(range.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  await expect(conversions.getByRole("term").filter({ hasText: "Design consultation" })).toBeVisible();
  await range.getByRole("link", { name: "90 days" }).click();
  await expect(page.getByRole("heading", { name: "Activity, last 90 days" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Activity, last 7 days" })).toBeVisible();
  await expectNoAxeViolations(page);
});
