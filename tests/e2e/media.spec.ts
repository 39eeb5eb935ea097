import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { confirmDialog, signIn } from "./admin-support";
import { expectNoAxeViolations } from "./support";

/** A noisy PNG (hundreds of kilobytes, so a slowed upload shows its progress), named for the test. */
async function noisyPng(name: string, shade: number) {
  const width = 480,
    height = 320;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 255 + shade) % 256;
  return {
    name,
    mimeType: "image/png",
    buffer: await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  };
}

async function pickFromLibrary(page: Page, button: string, names: string[]) {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  for (const name of names) {
    await dialog.getByRole("searchbox").fill(name);
    await dialog
      .getByRole("button", { name: new RegExp(name, "i") })
      .first()
      .click();
  }
  await dialog.getByRole("button", { name: /^(Use this image|Add \d+ images?)$/ }).click();
  await expect(dialog).toHaveCount(0);
}

const TITLE = "E2E Media Atlas";
const ID = "e2e-media-atlas";

// The project goes away even when the journey stops half-way, so later specs see the built-in portfolio only.
test.afterAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, "/admin/portfolio");
  const remove = page.getByRole("button", { name: `Delete ${TITLE}` });
  if (await remove.count()) {
    await remove.click();
    await confirmDialog(page, "Delete");
    await expect(page.getByRole("link", { name: `Edit ${TITLE}` })).toHaveCount(0);
  }
  await context.close();
});

test("upload two images with progress, use them in a project, reorder its gallery; a broken image shows the panel", async ({
  page,
  context,
}) => {
  test.setTimeout(300_000); // two throttled uploads, two saves and three page checks on a shared machine
  await signIn(page, "/admin/media");
  await expectNoAxeViolations(page);

  // Slow the upload so each file's progress bar can be seen.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 250 * 1024,
  });
  const files = [await noisyPng("atlas-first.png", 0), await noisyPng("atlas-second.png", 90)];
  await page.getByLabel("Choose images").setInputFiles(files);
  await expect(page.getByRole("progressbar", { name: "Uploading atlas-first.png" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Uploading atlas-second.png" })).toBeVisible();
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(uploads.locator('[data-upload="done"]')).toHaveCount(2, { timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole("listitem", { name: "Atlas first" })).toBeVisible();

  // A new project whose featured image comes from the library.
  await page.goto("/admin/portfolio/new");
  await page.getByLabel("Title").fill(TITLE);
  await page.getByLabel("Description").first().fill("Maps for field teams.");
  await page.getByLabel("Service").selectOption("saas");
  await page.getByLabel("Challenge", { exact: true }).fill("Field teams worked from paper maps.");
  await page.getByLabel("Solution", { exact: true }).fill("An offline-first map app.");
  await pickFromLibrary(page, "Choose from library for Featured Image", ["atlas-first"]);
  const first = await page.getByLabel("Featured Image", { exact: true }).inputValue();
  expect(first).toMatch(/^\/media\/[a-f0-9]{32}$/);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/portfolio$/);

  // The page as sent draws the hero with its blur placeholder (next/image drops it once the image has loaded).
  const html = await (await page.request.get(`/case-study/${ID}`)).text();
  const sent = new RegExp(`<img[^>]*src="${first}/w[^>]*>`).exec(html)?.[0] ?? "";
  expect(sent).toContain("url(&quot;data:image/webp;base64");
  await page.goto(`/case-study/${ID}`);
  const hero = page.locator(`img[src*="${first}/w"]`).first();
  await expect(hero).toBeVisible();
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The gallery: both images, second then first, then reordered by keyboard (Move up) — the lightbox follows.
  await page.goto(`/admin/portfolio/edit/${ID}`);
  await pickFromLibrary(page, "Add images from library", ["atlas-second", "atlas-first"]);
  const gallery = page.locator("[data-gallery-item]");
  await expect(gallery).toHaveCount(2);
  const second = await gallery.nth(0).getAttribute("data-gallery-item");
  expect(await gallery.nth(1).getAttribute("data-gallery-item")).toBe(first);
  await page.getByRole("button", { name: "Move image 2 up" }).click();
  await expect(gallery.nth(0)).toHaveAttribute("data-gallery-item", first);
  await page.locator('[data-entry="Image 2"] [data-drag-handle]').dragTo(gallery.nth(0));
  await expect(gallery.nth(0)).toHaveAttribute("data-gallery-item", second!);
  await page.getByRole("button", { name: "Move image 2 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(gallery.nth(0)).toHaveAttribute("data-gallery-item", first);
  // A client logo that does not exist: the case study shows the panel instead of a broken image.
  await page.getByLabel("Client Logo", { exact: true }).fill("/images/projects/missing-logo.webp");
  await page.getByLabel("Client", { exact: true }).fill("Atlas Maps");
  await page.getByRole("button", { name: "Update Portfolio" }).click();
  await expect(page).toHaveURL(/\/admin\/portfolio$/);

  await page.goto(`/case-study/${ID}`);
  await page.getByRole("link", { name: "Open image 1 of 2" }).click();
  // Images cross-fade: the one leaving stays in the dialog for a moment, so each is found by its own alt text.
  const shown = (n: number) => page.getByRole("dialog").getByRole("img", { name: new RegExp(`screen ${n} of 2$`) });
  await expect(shown(1)).toHaveAttribute("src", new RegExp(`^(https?://[^/]+)?${first}/w`));
  await page.getByRole("button", { name: "Next image" }).click();
  await expect(shown(2)).toHaveAttribute("src", new RegExp(`^(https?://[^/]+)?${second}/w`));
  await expect(page.getByRole("dialog").locator("img")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("img", { name: "Atlas Maps logo" })).toContainText("Image unavailable");
});
