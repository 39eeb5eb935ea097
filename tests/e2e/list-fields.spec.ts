import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support";
import { expectToast, exportContent, importContent, signIn } from "./admin-support";

// An edit journey with axe scans and a save: allow for the shared, loaded test machine.
test.describe.configure({ timeout: 120_000 });

const PROJECT = "routewise-logistics-automation";

/** The values of a list editor's text entries, in order. */
const values = (list: Locator) =>
  list.getByRole("textbox").evaluateAll((els) => els.map((el) => (el as HTMLTextAreaElement).value));

const entry = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

test("the owner edits an approach step in place, reorders steps by keyboard, and the case study shows it", async ({
  page,
}) => {
  await signIn(page, `/admin/portfolio/edit/${PROJECT}`);
  await expect(page.getByRole("heading", { name: "Edit Portfolio" })).toBeVisible();
  const before = await exportContent(page);
  try {
    const approach = page.getByRole("list", { name: "Approach", exact: true });
    const steps = await values(approach);
    expect(steps.length).toBeGreaterThanOrEqual(3);

    // Edit the second step where it stands.
    const edited = `${steps[1]}, edited in place`;
    await entry(page, "Approach step 2").fill(edited);

    // Alt+ArrowUp on the focused step moves it above the first; the focus stays in it; a live region says so.
    await entry(page, "Approach step 2").focus();
    await page.keyboard.press("Alt+ArrowUp");
    await expect(entry(page, "Approach step 1")).toBeFocused();
    await expect(page.getByText("Approach step 2 moved to position 1 of", { exact: false })).toBeAttached();
    expect((await values(approach)).slice(0, 3)).toEqual([edited, steps[0], steps[2]]);
    // Alt+ArrowDown and back up again: the same order, by keyboard only.
    await page.keyboard.press("Alt+ArrowDown");
    await expect(entry(page, "Approach step 2")).toBeFocused();
    await page.keyboard.press("Alt+ArrowUp");
    expect((await values(approach)).slice(0, 3)).toEqual([edited, steps[0], steps[2]]);

    // Move down by its button: the focus follows the button; at the end of the list it goes to Move up.
    const last = steps.length;
    await page.getByRole("button", { name: `Move approach step ${last - 1} down` }).click();
    await expect(page.getByRole("button", { name: `Move approach step ${last} up` })).toBeFocused();
    await page.getByRole("button", { name: `Move approach step ${last} up` }).click();
    await expect(page.getByRole("button", { name: `Move approach step ${last - 1} up` })).toBeFocused();

    // Add puts the focus in the new, blank step; Duplicate in the copy; Remove on the entry that took its place.
    await page.getByRole("button", { name: "Add approach step" }).click();
    await expect(entry(page, `Approach step ${last + 1}`)).toBeFocused();
    await page.keyboard.type("A step added by the test");
    await page.getByRole("button", { name: `Duplicate approach step ${last + 1}` }).click();
    await expect(entry(page, `Approach step ${last + 2}`)).toBeFocused();
    await expect(entry(page, `Approach step ${last + 2}`)).toHaveValue("A step added by the test");
    await page.getByRole("button", { name: `Remove approach step ${last + 2}` }).click();
    await expect(entry(page, `Approach step ${last + 1}`)).toBeFocused();
    await page.getByRole("button", { name: `Remove approach step ${last + 1}` }).click();
    await expect(entry(page, `Approach step ${last}`)).toBeFocused();
    expect(await values(approach)).toEqual([edited, steps[0], ...steps.slice(2)]);

    // Key features: dragged by the handle, the third goes first.
    const features = page.getByRole("list", { name: "Key features", exact: true });
    const featureValues = await values(features);
    await features
      .locator('[data-entry="Key feature 3"] [data-drag-handle]')
      .dragTo(features.locator('[data-entry="Key feature 1"]'));
    expect((await values(features)).slice(0, 3)).toEqual([featureValues[2], featureValues[0], featureValues[1]]);

    await expectNoAxeViolations(page);

    // On a 390 px phone every entry and its buttons fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const control of [
      entry(page, "Approach step 1"),
      page.getByRole("button", { name: "Move approach step 1 down" }),
      page.getByRole("button", { name: "Remove approach step 1" }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole("button", { name: "Update Portfolio" }).click();
    await expectToast(page, "Portfolio updated", "The portfolio has been successfully updated.");

    // The first visit after the save shows the new order and the edited text.
    await page.goto(`/case-study/${PROJECT}`);
    const shown = page.getByRole("region", { name: "How we worked on it, step by step" }).getByRole("listitem");
    await expect(shown).toHaveCount(steps.length);
    await expect(shown.nth(0)).toContainText(edited);
    await expect(shown.nth(1)).toContainText(steps[0]);
    await expect(shown.nth(2)).toContainText(steps[2]);
  } finally {
    // the specs after this one read the built-in content
    const restored = await importContent(page, before);
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
