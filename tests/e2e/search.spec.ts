import { expect, test } from "@playwright/test";
import { signIn } from "./admin-support";
import { expectNoAxeViolations } from "./support";

test("the search palette works by keyboard alone: Ctrl-K, type, arrows, Enter; recent searches; Escape returns focus", async ({
  page,
}) => {
  test.setTimeout(120_000); // two page loads, an axe run and a client navigation on a shared machine
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/search") apiCalls.push(request.url());
  });
  await page.goto("/web-apps", { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("search-palette")).toHaveCount(0); // its code is not part of the page until first use
  const trigger = page.getByTestId("search-trigger");
  await trigger.focus();
  await page.keyboard.press("Control+K");
  const palette = page.getByRole("dialog", { name: "Search the site" });
  await expect(palette).toBeVisible();
  const box = palette.getByRole("combobox", { name: "Search the site" });
  await expect(box).toBeFocused();
  await page.keyboard.type("fintch"); // a typo still finds
  const options = palette.getByRole("option");
  await expect(palette.getByRole("group", { name: "Case studies" }).getByRole("option").first()).toContainText(
    "Ledgerly Finance Platform",
  );
  await expectNoAxeViolations(page);
  // Focus stays in the dialog.
  await page.keyboard.press("Tab");
  await expect(palette.getByRole("button", { name: "Close search" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(box).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/case-study\/ledgerly-finance-platform$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ledgerly");
  expect(apiCalls.some((url) => url.includes("record=1"))).toBe(true);

  // Open again: the empty box offers the recent search; Escape closes and gives focus back.
  await page.getByTestId("search-trigger").focus();
  await page.keyboard.press("Control+K");
  await expect(palette.getByRole("group", { name: "Recent searches" }).getByRole("option")).toHaveText(["fintch"]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(box).toHaveValue("fintch");
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();
  await expect(page.getByTestId("search-trigger")).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search page answers a query in its first HTML, with an empty state and suggestions, and is noindex", async ({
    page,
  }) => {
    await page.goto("/search");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { name: "Try one of these" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search the site" }).fill("a fintech case study");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=a\+fintech\+case\+study$/);
    const projects = page.getByTestId("results-project");
    await expect(projects.getByRole("heading", { name: /Case studies/ })).toBeVisible();
    await expect(projects.getByRole("link").first()).toHaveAttribute("href", "/case-study/ledgerly-finance-platform");

    await page.goto("/search?q=zzqxv+blorp");
    await expect(page.getByTestId("search-summary")).toHaveText("No results for “zzqxv blorp”.");
    await page.getByRole("link", { name: "voice AI" }).click();
    await expect(page.getByTestId("results-product").getByRole("link", { name: /Speaksify/ })).toBeVisible();
    await expect(page.locator("main mark").first()).toHaveText(/^(voice|ai)$/i);

    const symbols = await page.goto("/search?q=%21%21%21%20%3C%3E");
    expect(symbols?.status()).toBe(200);
    await expect(page.getByTestId("search-summary")).toHaveText("No results for “!!! <>”.");
    await page.goto(`/search?q=${"a".repeat(101)}`);
    await expect(page.getByRole("alert")).toHaveText("Search terms can be at most 100 characters.");
  });
});

test("the search page is accessible, and the dashboard lists frequent searches and those that found nothing", async ({
  page,
}) => {
  test.setTimeout(120_000); // signing in hashes a password
  await page.goto("/search?q=voice+AI");
  await expect(page.getByTestId("results-service")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/search?q=quantum+knitting");
  await expect(page.getByTestId("search-summary")).toHaveText("No results for “quantum knitting”.");
  await signIn(page);
  const card = page.getByTestId("searches-card");
  await expect(card.getByRole("definition").first()).toBeVisible();
  await expect(card).toContainText("voice ai");
  await expect(card.getByRole("heading", { name: "Found nothing" }).locator("..")).toContainText("quantum knitting");
});
