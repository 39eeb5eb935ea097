// Brand fonts for every rasterised image. sharp's librsvg finds fonts through fontconfig, which cannot read the
// site's WOFF2 files, so static TrueType instances of the same faces (Inter 400/600/700 and Space Grotesk 700, Latin
// and Latin Extended, cut from @fontsource-variable by tools/art/fonts/README.md) sit in tools/art/fonts. Importing
// this module before sharp points fontconfig at them; the system fonts stay as a fallback for symbols only.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const fontsDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../fonts");
const confDir = path.join(os.tmpdir(), "kairo-art-fontconfig");
mkdirSync(confDir, { recursive: true });
const conf = path.join(confDir, "fonts.conf");
writeFileSync(
  conf,
  `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${fontsDir}</dir>
  <dir>/usr/share/fonts</dir>
  <cachedir>${path.join(confDir, "cache")}</cachedir>
</fontconfig>
`,
);
process.env.FONTCONFIG_FILE = conf;
