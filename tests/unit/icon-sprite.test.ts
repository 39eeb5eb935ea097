import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "@/components/ui/icon";
import { ICON_NAMES } from "@/components/ui/icon/names";
import { SPRITE_VERSION } from "@/components/ui/icon/sprite-version";
import { buildSprite, SPRITE_FILE, spriteVersion } from "../../scripts/icons";

describe("the icon sprite", () => {
  const sprite = readFileSync(SPRITE_FILE, "utf8");

  it("is what `npm run icons` writes from the list of names (run it after adding one)", () => {
    expect(sprite).toBe(buildSprite());
  });

  it("is addressed by its version, so a changed sprite is fetched anew", () => {
    expect(SPRITE_VERSION).toBe(spriteVersion(sprite));
  });

  it("holds one drawn symbol per name, each once", () => {
    const ids = [...sprite.matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((m) => m[1])).toEqual([...new Set(ICON_NAMES)]);
    for (const [, id, shapes] of ids)
      expect(shapes, id).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^>]+\/>)+$/);
  });

  it("draws a known icon as lucide does", () => {
    expect(sprite).toContain(
      '<symbol id="ArrowRight" viewBox="0 0 24 24"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></symbol>',
    );
  });
});

describe("Icon", () => {
  const render = (props: Record<string, string>) =>
    renderToStaticMarkup(createElement(Icon, { name: "Loader2", ...props }));

  it("is hidden from assistive technology unless labelled", () => {
    expect(render({})).toBe(
      `<svg aria-hidden="true" class="icon"><use href="/sprite.svg?v=${SPRITE_VERSION}#Loader2"></use></svg>`,
    );
  });

  it('sets no attribute to undefined (a server component\'s payload would name each one: "role":"$undefined")', () => {
    for (const props of [{}, { "aria-label": "Loading" }]) {
      const element = Icon({ name: "Loader2", ...props });
      expect(
        Object.entries(element.props as Record<string, unknown>).filter(([, value]) => value === undefined),
      ).toEqual([]);
    }
  });

  it("is an image named by its label when it has one (a spinner that says Loading)", () => {
    const html = render({ "aria-label": "Loading", className: "size-4" });
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Loading"');
    expect(html).toContain('class="icon size-4"');
    expect(html).not.toContain("aria-hidden");
  });
});
