import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./admin-support";

// axe does not measure text on a gradient: these tests read the rendered pixels instead. A primary button's
// label must reach 4.5:1 against every pixel of its fill; a gradient word 3:1 (large text) against the page
// behind it at every pixel its glyphs cover.

type Rgb = [number, number, number];

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
function ratio(a: Rgb, b: Rgb) {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

async function pixels(shot: Buffer) {
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const i = (y * info.width + x) * 3;
    return [data[i], data[i + 1], data[i + 2]];
  };
  return { at, width: info.width, height: info.height };
}

/** Sets inline styles on the element (and its descendants' colour) for the next screenshot; returns the undo. */
async function styled(target: Locator, style: Record<string, string>) {
  await target.evaluate((el, s) => {
    const all = [el, ...el.querySelectorAll("*")] as HTMLElement[];
    for (const node of all) {
      node.dataset.contrastSaved = node.getAttribute("style") ?? "";
      for (const [key, value] of Object.entries(s)) node.style.setProperty(key, value, "important");
    }
  }, style);
  return () =>
    target.evaluate((el) => {
      for (const node of [el, ...el.querySelectorAll("*")] as HTMLElement[]) {
        node.setAttribute("style", node.dataset.contrastSaved ?? "");
        delete node.dataset.contrastSaved;
      }
    });
}

/** Lowest contrast between the button's label colour and any pixel of its fill (rounded ends left out). */
async function buttonContrast(button: Locator) {
  const label = await button.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = label.match(/\d+(\.\d+)?/g)!.map(Number);
  const undo = await styled(button, { color: "transparent", "box-shadow": "none" });
  const fill = await pixels(await button.screenshot({ animations: "disabled" }));
  await undo();
  let lowest = Infinity;
  const inset = Math.ceil(fill.height / 2);
  for (let y = 3; y < fill.height - 3; y++) {
    for (let x = inset; x < fill.width - inset; x++) lowest = Math.min(lowest, ratio([r, g, b], fill.at(x, y)));
  }
  return lowest;
}

/** Lowest contrast between a gradient word's colour and the page behind it, over the pixels its glyphs cover. */
async function gradientTextContrast(word: Locator) {
  const shot = () => word.screenshot({ animations: "disabled" });
  const text = await pixels(await shot());
  let undo = await styled(word, { "background-clip": "border-box", "-webkit-background-clip": "border-box" });
  const gradient = await pixels(await shot());
  await undo();
  undo = await styled(word, { background: "none", color: "transparent" });
  const page = await pixels(await shot());
  await undo();
  let lowest = Infinity;
  let covered = 0;
  for (let y = 0; y < text.height; y++) {
    for (let x = 0; x < text.width; x++) {
      const glyph = text.at(x, y);
      const behind = page.at(x, y);
      // a pixel the text covers fully shows the gradient itself (edges are blends and are left out)
      const fill = gradient.at(x, y);
      if (glyph.every((c, i) => Math.abs(c - fill[i]) <= 6) && behind.some((c, i) => Math.abs(c - fill[i]) > 24)) {
        covered++;
        lowest = Math.min(lowest, ratio(fill, behind));
      }
    }
  }
  expect(covered, "the word's glyphs were found in the screenshot").toBeGreaterThan(200);
  return lowest;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

for (const colorScheme of ["dark", "light"] as const) {
  test.describe(`text on gradients, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("home: the primary button's label and the headline's gradient words", async ({ page }) => {
      await open(page, "/");
      await expect(page.locator("html")).toHaveClass(new RegExp(colorScheme));
      const button = page.locator("#home").getByRole("link", { name: "Start Your Project" });
      expect(await buttonContrast(button)).toBeGreaterThanOrEqual(4.5);
      expect(await gradientTextContrast(page.locator("#home-title .text-gradient"))).toBeGreaterThanOrEqual(3);
    });

    test("service page: the hero's gradient words and the figures of the stats band", async ({ page }) => {
      await open(page, "/web-apps");
      expect(
        await gradientTextContrast(page.getByRole("heading", { level: 1 }).locator(".text-gradient")),
      ).toBeGreaterThanOrEqual(3);
      const figure = page.locator("dd .text-gradient").first();
      await figure.scrollIntoViewIfNeeded();
      expect(await gradientTextContrast(figure)).toBeGreaterThanOrEqual(3);
      const primary = page.locator("main a.btn-primary, main button.btn-primary").first();
      expect(await buttonContrast(primary)).toBeGreaterThanOrEqual(4.5);
    });
  });
}

test("a confirm dialog's destructive action carries white on its own fill at 4.5:1 or more", async ({ page }) => {
  await signIn(page, "/admin/portfolio");
  await page
    .getByRole("button", { name: /^Delete/ })
    .first()
    .click();
  const confirm = page.getByRole("alertdialog").getByRole("button", { name: "Delete" });
  await expect(confirm).toHaveClass(/btn-danger/);
  expect(await buttonContrast(confirm)).toBeGreaterThanOrEqual(4.5);
});
