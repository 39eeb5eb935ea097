import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

/** Signs in as the e2e admin through the login form and waits for the dashboard. */
export async function signIn(page: Page, to = "/admin") {
  await page.goto(`/admin/login?callbackUrl=${encodeURIComponent(to)}`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, "\\/")}$`), { timeout: 60_000 });
}

/** A sonner toast with this title (and description). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.filter({ hasText: description }).first()).toBeVisible();
}

/** Answers the admin's confirmation dialog (it must ask `question` when given) with its confirm button. */
export async function confirmDialog(page: Page, confirm: string, question?: string) {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  if (question) await expect(dialog).toContainText(question);
  await dialog.getByRole("button", { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}
