import { expect, test } from "@playwright/test";
import sharp from "sharp";

// Icons are <use> references into one sprite file: each must name a symbol the sprite holds, the file must be served
// as an image that browsers keep, and the icon must actually be drawn on the page.
test("every icon on / points into the sprite, which is served once and kept", async ({ page, request }) => {
  const sprites: string[] = [];
  page.on("request", (r) => {
    if (/\/sprite\.svg\?v=\w+$/.test(r.url())) sprites.push(r.url());
  });
  await page.goto("/");
  const refs = await page
    .locator("svg.icon > use")
    .evaluateAll((uses) => uses.map((u) => u.getAttribute("href") ?? ""));
  expect(refs.length).toBeGreaterThan(40);
  const files = new Set(refs.map((ref) => ref.split("#")[0]));
  expect(files.size).toBe(1);
  const [file] = files;
  const response = await request.get(file);
  expect(response.headers()["content-type"]).toBe("image/svg+xml");
  expect(response.headers()["cache-control"]).toContain("immutable");
  const symbols = new Set([...(await response.text()).matchAll(/<symbol id="(\w+)"/g)].map((m) => m[1]));
  expect(refs.map((ref) => ref.split("#")[1]).filter((id) => !symbols.has(id))).toEqual([]);
  await expect.poll(() => sprites.length).toBe(1);
});

test("an icon is drawn, at the size its class gives", async ({ page }) => {
  await page.goto("/");
  const icon = page.locator("#home svg.icon").last(); // a hero value's icon: size-5, the accent colour
  await expect(icon).toBeVisible();
  expect(await icon.boundingBox()).toMatchObject({ width: 20, height: 20 });
  // Stroked lines on the card: the picture is not one flat colour (an unresolved <use> would draw nothing). The
  // sprite is an image the browser fetches after the HTML, and the hero fades in: asked until drawn (8 s).
  await expect
    .poll(async () => {
      const { channels } = await sharp(await icon.screenshot()).stats();
      return Math.max(...channels.slice(0, 3).map((c) => c.max - c.min));
    })
    .toBeGreaterThan(60);
});
