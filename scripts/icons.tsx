// Writes components/ui/icon/sprite.svg: one <symbol> per name in ICON_NAMES, drawn by lucide-react.
// `npm run icons` after adding a name; a unit test fails while the sprite is out of date.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as lucide from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_NAMES } from "../components/ui/icon/names";

export const SPRITE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "../components/ui/icon/sprite.svg");

/** The sprite's text: each icon's shapes inside a symbol named like the icon; stroke and fill come from `.icon`. */
export function buildSprite() {
  const symbols = ICON_NAMES.map((name) => {
    const Drawn = (lucide as unknown as Record<string, ComponentType<SVGProps<SVGSVGElement>>>)[name];
    if (!Drawn) throw new Error(`lucide-react has no icon named ${name}`);
    const shapes = renderToStaticMarkup(<Drawn />).replace(/^<svg[^>]*>|<\/svg>$/g, "").replace(/><\/\w+>/g, "/>");
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  // The root's size is only for Next's static import, which reads every imported image's dimensions.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(SPRITE_FILE, buildSprite());
  console.log(`${path.relative(process.cwd(), SPRITE_FILE)}: ${ICON_NAMES.length} icons`);
}
