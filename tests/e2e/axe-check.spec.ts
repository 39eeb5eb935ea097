import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support";

// Every accessibility check of the suite goes through expectNoAxeViolations: it must still see what a visitor would
// trip over, whatever speed-up its axe options get, and on a page it has checked before (as several specs do).
test("the axe check fails on a page with a missing alt, a nameless button, faint text and targets too small", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  await expectNoAxeViolations(page);
  await page.locator("main").evaluate((main) => {
    main.insertAdjacentHTML(
      "beforeend",
      `<img src="/favicon.ico"><button></button><p style="color:#eee;background:#fff">faint</p>`,
    );
    // above everything, as a floating control is
    const target = (name: string, left: number) =>
      `<button aria-label="${name}" style="position:fixed;top:100px;left:${left}px;` +
      `z-index:99999;width:8px;height:8px;margin:0;padding:0;border:0"></button>`;
    document.body.insertAdjacentHTML("beforeend", `<div>${target("First", 100)}${target("Second", 109)}</div>`);
  });
  const failure = await expectNoAxeViolations(page).then(
    () => "no failure",
    (error: Error) => error.message,
  );
  for (const rule of ["image-alt", "button-name", "color-contrast", "target-size"])
    expect(failure).toContain(`${rule}:`);
});
