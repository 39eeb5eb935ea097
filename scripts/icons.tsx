// Writes public/sprite.svg: one <symbol> per name in ICON_NAMES, drawn by lucide-react (brands: BRAND_ICONS), and its
// version (a hash of its text) for the URL icons use. `npm run icons` after adding a name; a unit test fails while the
// sprite or its version is out of date.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as lucide from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BRAND_ICONS } from "../components/ui/icon/brands";
import { ICON_NAMES } from "../components/ui/icon/names";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SPRITE_FILE = path.join(root, "public/sprite.svg");
const VERSION_FILE = path.join(root, "components/ui/icon/sprite-version.ts");

/** The sprite's version in its URL: a new sprite gets a new address, so browsers may keep each one for good. */
export const spriteVersion = (sprite: string) => createHash("sha256").update(sprite).digest("hex").slice(0, 8);

/** The sprite's text: each icon's shapes inside a symbol named like the icon; stroke and fill come from `.icon`. */
export function buildSprite() {
  const symbols = ICON_NAMES.map((name) => {
    if (name in BRAND_ICONS)
      return `<symbol id="${name}" viewBox="0 0 24 24">${BRAND_ICONS[name as keyof typeof BRAND_ICONS]}</symbol>`;
    const Drawn = (lucide as unknown as Record<string, ComponentType<SVGProps<SVGSVGElement>>>)[name];
    if (!Drawn) throw new Error(`lucide-react has no icon named ${name}`);
    const shapes = renderToStaticMarkup(<Drawn />)
      .replace(/^<svg[^>]*>|<\/svg>$/g, "")
      .replace(/><\/\w+>/g, "/>");
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const sprite = buildSprite();
  writeFileSync(SPRITE_FILE, sprite);
  writeFileSync(
    VERSION_FILE,
    `// Written by \`npm run icons\` (scripts/icons.tsx): the hash of public/sprite.svg.\nexport const SPRITE_VERSION = "${spriteVersion(sprite)}";\n`,
  );
  console.log(`${path.relative(process.cwd(), SPRITE_FILE)}: ${ICON_NAMES.length} icons`);
}
