// Abstract and spatial scenes: flowing ribbons, wire sphere / terrain, AR/VR headset, game controller.
import { BASE, mix } from "../lib/palette.mjs";
import { panel, text, rect, dot, ring, chip } from "../lib/ui.mjs";
import { glyph } from "../lib/glyphs.mjs";
import { glow } from "../lib/svg.mjs";

const f1 = (n) => n.toFixed(1);

function rot([x, y, z], ax, ay) {
  const [ca, sa, cb, sb] = [Math.cos(ax), Math.sin(ax), Math.cos(ay), Math.sin(ay)];
  const y1 = y * ca - z * sa;
  const z1 = y * sa + z * ca;
  return [x * cb + z1 * sb, y1, -x * sb + z1 * cb];
}
const proj = ([x, y, z], cx, cy, d = 900) => [cx + (x * d) / (z + d), cy + (y * d) / (z + d), z];

/** Perspective floor grid fading toward the horizon. */
export function floorGrid(c, horizon, { color = c.a1, rows = 14, cols = 26 } = {}) {
  const { vw, vh, cx } = c;
  const gid = c.uid("fg");
  c.def(
    `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="0" y1="${horizon}" x2="0" y2="${vh}"><stop offset="0" stop-color="${color}" stop-opacity="0"/><stop offset="0.5" stop-color="${color}" stop-opacity="0.28"/><stop offset="1" stop-color="${color}" stop-opacity="0.5"/></linearGradient>`,
  );
  const d = [];
  for (let i = 0; i <= cols; i++) {
    const x = cx + (i - cols / 2) * ((vw * 2.4) / cols);
    d.push(`M${f1(cx + (x - cx) * 0.04)} ${horizon}L${f1(x)} ${vh}`);
  }
  for (let j = 1; j <= rows; j++) {
    const y = horizon + (vh - horizon) * (j / rows) ** 2.2;
    d.push(`M0 ${f1(y)}H${vw}`);
  }
  return `<path d="${d.join("")}" stroke="url(#${gid})" stroke-width="1.4" fill="none"/>`;
}

/** Rotating wireframe icosahedron. */
export function icosahedron(c, cx, cy, r, { ax = 0.5, ay = 0.6 } = {}) {
  const t = (1 + Math.sqrt(5)) / 2;
  const base = [
    [-1, t, 0],
    [1, t, 0],
    [-1, -t, 0],
    [1, -t, 0],
    [0, -1, t],
    [0, 1, t],
    [0, -1, -t],
    [0, 1, -t],
    [t, 0, -1],
    [t, 0, 1],
    [-t, 0, -1],
    [-t, 0, 1],
  ];
  const v = base.map((p) =>
    proj(
      rot(
        p.map((k) => (k * r) / 1.9),
        ax,
        ay,
      ),
      cx,
      cy,
    ),
  );
  const edges = [];
  for (let i = 0; i < 12; i++) {
    for (let j = i + 1; j < 12; j++) {
      const [a, b] = [base[i], base[j]];
      if (Math.abs(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) - 2) < 0.01) edges.push([i, j]);
    }
  }
  const gid = c.uid("ig");
  c.def(
    `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="${cx - r}" y1="${cy - r}" x2="${cx + r}" y2="${cy + r}"><stop offset="0" stop-color="${c.a1}"/><stop offset="1" stop-color="${c.a2}"/></linearGradient>`,
  );
  const out = edges.map(
    ([i, j]) =>
      `<path d="M${f1(v[i][0])} ${f1(v[i][1])}L${f1(v[j][0])} ${f1(v[j][1])}" stroke="url(#${gid})" stroke-opacity="${(0.35 + 0.6 * (1 - (v[i][2] + v[j][2] + 2 * r) / (4 * r))).toFixed(2)}" stroke-width="2"/>`,
  );
  v.forEach(([x, y, z]) => out.push(dot(x, y, z < 0 ? 5 : 3.5, "#fff", z < 0 ? 0.9 : 0.45)));
  return out.join("");
}

/** Flowing line ribbons: the studio's signature abstract motif. */
export function ribbons(c, { count = 46, y0 = c.cy, amp = 140, spread = 5, width = 1.6 } = {}) {
  const { vw, rng } = c;
  const fA = rng.range(1.2, 2.2);
  const fB = rng.range(2.5, 4);
  const ph = rng.range(0, 6.28);
  const tilt = rng.range(-0.18, 0.18);
  const gid = c.uid("rb");
  c.def(
    `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${vw}" y2="0"><stop offset="0" stop-color="${c.a1}" stop-opacity="0"/><stop offset="0.25" stop-color="${c.a1}"/><stop offset="0.75" stop-color="${c.a2}"/><stop offset="1" stop-color="${c.a2}" stop-opacity="0"/></linearGradient>`,
  );
  const out = [];
  for (let k = 0; k < count; k++) {
    const q = k / (count - 1);
    let d = "";
    for (let i = 0; i <= 48; i++) {
      const x = (i / 48) * vw;
      const u = x / vw;
      const y =
        y0 +
        (u - 0.5) * vw * tilt +
        Math.sin(u * Math.PI * fA + ph + q * 1.4) * amp * (0.6 + 0.4 * Math.sin(q * 3)) +
        Math.sin(u * Math.PI * fB + q * 2.2) * amp * 0.35 +
        (q - 0.5) * spread * count;
      d += `${i ? "L" : "M"}${f1(x)} ${f1(y)}`;
    }
    out.push(
      `<path d="${d}" fill="none" stroke="url(#${gid})" stroke-width="${width}" stroke-opacity="${(0.15 + 0.55 * Math.sin(Math.PI * q) ** 2).toFixed(2)}"/>`,
    );
  }
  return out.join("");
}

/** Wireframe globe (lat/long) with orbit ring. */
function wireSphere(c, cx, cy, r, { tilt = 0.35 } = {}) {
  const out = [];
  const seg = 48;
  const path = (fn) => {
    let d = "";
    for (let i = 0; i <= seg; i++) {
      const p = proj(rot(fn(i / seg), tilt, 0.4), cx, cy, 2000);
      d += `${i ? "L" : "M"}${f1(p[0])} ${f1(p[1])}`;
    }
    return d;
  };
  const gid = c.uid("sg");
  c.def(
    `<linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.a1}"/><stop offset="1" stop-color="${c.a2}"/></linearGradient>`,
  );
  for (let k = 1; k < 9; k++) {
    const lat = -Math.PI / 2 + (k / 9) * Math.PI;
    out.push(
      path((u) => [
        r * Math.cos(lat) * Math.cos(u * 6.283),
        r * Math.sin(lat),
        r * Math.cos(lat) * Math.sin(u * 6.283),
      ]),
    );
  }
  for (let k = 0; k < 12; k++) {
    const lon = (k / 12) * Math.PI;
    out.push(
      path((u) => [
        r * Math.sin(u * 6.283) * Math.cos(lon),
        r * Math.cos(u * 6.283),
        r * Math.sin(u * 6.283) * Math.sin(lon),
      ]),
    );
  }
  const body = glowDisc(c, cx, cy, r);
  return (
    body +
    `<path d="${out.join("")}" fill="none" stroke="url(#${gid})" stroke-opacity="0.55" stroke-width="1.3"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.55}" ry="${r * 0.38}" transform="rotate(-14 ${cx} ${cy})" fill="none" stroke="${c.a1}" stroke-opacity="0.45" stroke-width="1.5"/>`
  );
}

function glowDisc(c, cx, cy, r) {
  const gid = c.uid("gd");
  c.def(
    `<radialGradient id="${gid}" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${mix(c.a1, BASE.bg, 0.55)}"/><stop offset="1" stop-color="${BASE.bg}" stop-opacity="0.9"/></radialGradient>`,
  );
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${gid})"/>`;
}

export function meshScene(c, { variant = "ribbons", card = true } = {}) {
  const { cx, cy, rng } = c;
  const out = [];
  if (variant === "sphere") {
    out.push(ribbons(c, { count: 30, amp: 90, y0: cy + 160 }));
    out.push(wireSphere(c, cx + rng.range(-160, 160), cy - 20, 260, { tilt: rng.range(0.2, 0.6) }));
  } else if (variant === "ico") {
    out.push(floorGrid(c, cy + 60));
    out.push(icosahedron(c, cx, cy - 60, 240, { ax: rng.range(0, 3), ay: rng.range(0, 3) }));
  } else {
    out.push(ribbons(c, { count: 56, amp: rng.range(110, 180) }));
  }
  if (card) {
    const x = cx + rng.pick([-520, 200]);
    const y = cy + rng.pick([-300, 140]);
    out.push(panel(c, x, y, 320, 150, { r: 20, fill: BASE.surface2, glowColor: c.a1 }));
    const frac = rng.range(0.5, 0.9);
    out.push(
      ring(c, x + 70, y + 75, 38, frac, { width: 10 }) +
        text(x + 130, y + 66, "Model accuracy", { size: 15, weight: 700 }) +
        text(x + 130, y + 90, `${Math.round(frac * 100)}% on held-out set`, { size: 12.5, fill: BASE.muted }),
    );
  }
  return out.join("");
}

export function arvrScene(c) {
  const { cx, cy, rng } = c;
  const out = [floorGrid(c, cy + 90)];
  out.push(icosahedron(c, cx + 470, cy - 210, 150, { ax: rng.range(0, 3), ay: rng.range(0, 3) }));
  // spatial UI panels
  out.push(
    `<g transform="translate(${cx - 700} ${cy - 300}) skewY(8)">${panel(c, 0, 0, 300, 200, { r: 18, fill: BASE.surface2, glowColor: c.a2 })}${text(24, 40, "Room scan", { size: 16, weight: 700 })}${ring(c, 80, 120, 46, 0.72, { width: 10 })}${text(80, 127, "72%", { size: 18, weight: 700, anchor: "middle" })}${text(146, 108, "3 planes", { size: 13, fill: BASE.muted })}${text(146, 130, "2 anchors", { size: 13, fill: BASE.muted })}${text(146, 152, "Lighting OK", { size: 13, fill: BASE.muted })}</g>`,
  );
  out.push(
    `<g transform="translate(${cx - 640} ${cy - 60}) skewY(8)">${panel(c, 0, 0, 240, 90, { r: 16, fill: BASE.surface3 })}${glyph("layers", 44, 45, 28, c.a1)}${text(80, 42, "Place model", { size: 15, weight: 700 })}${text(80, 62, "Sofa · 1:1 scale", { size: 12, fill: BASE.muted })}</g>`,
  );
  // headset
  const w = 560;
  const h = 250;
  const x = cx - w / 2 + 40;
  const y = cy - 40;
  const mid = c.uid("hm");
  c.def(
    `<mask id="${mid}"><rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" fill="#fff"/><ellipse cx="${x + w / 2}" cy="${y + h + 10}" rx="70" ry="80" fill="#000"/></mask>`,
  );
  out.push(
    `<path d="M${x + 20} ${y + 70}C${x - 120} ${y + 40} ${x - 130} ${y + 200} ${x + 10} ${y + 190}M${x + w - 20} ${y + 70}C${x + w + 120} ${y + 40} ${x + w + 130} ${y + 200} ${x + w - 10} ${y + 190}" fill="none" stroke="#94a3b8" stroke-opacity="0.35" stroke-width="22" stroke-linecap="round"/>`,
  );
  out.push(`<g mask="url(#${mid})">${panel(c, x, y, w, h, { r: 110, fill: "#0c111c", glowColor: c.a1, border: 0.2 })}`);
  const vg = c.lin(mix(c.a1, BASE.bg, 0.1), mix(c.a2, BASE.bg, 0.2), { x2: 1, y2: 0.4 });
  out.push(`<rect x="${x + 22}" y="${y + 22}" width="${w - 44}" height="${h - 44}" rx="90" fill="${vg}"/>`);
  for (let i = 0; i < 7; i++)
    out.push(
      `<path d="M${x + 60} ${y + 60 + i * 22}Q${x + w / 2} ${y + 40 + i * 26} ${x + w - 60} ${y + 60 + i * 22}" fill="none" stroke="#fff" stroke-opacity="0.12"/>`,
    );
  out.push(
    `<path d="M${x + 70} ${y + 50}Q${x + 200} ${y + 30} ${x + 300} ${y + 40}L${x + 160} ${y + 170}Q${x + 90} ${y + 150} ${x + 70} ${y + 50}Z" fill="#fff" fill-opacity="0.16"/></g>`,
  );
  out.push(dot(x + w - 90, y + 40, 6, "#fff", 0.8));
  // tracking markers
  [
    [cx - 120, cy + 330],
    [cx + 260, cy + 300],
    [cx - 420, cy + 260],
  ].forEach(([px, py], i) =>
    out.push(
      `<ellipse cx="${px}" cy="${py}" rx="46" ry="14" fill="none" stroke="${i % 2 ? c.a2 : c.a1}" stroke-opacity="0.7" stroke-width="2"/>` +
        dot(px, py, 4, "#fff"),
    ),
  );
  out.push(chip(c, cx + 320, cy + 160, 170, c.a1, { label: "6DoF · 90 fps" }));
  return out.join("");
}

export function gameScene(c) {
  const { cx, cy, rng } = c;
  const out = [floorGrid(c, cy + 120, { color: c.a2 })];
  // isometric cubes
  const cube = (x, y, s, col) =>
    `<path d="M${x} ${y - s}L${x + s * 0.87} ${y - s / 2}L${x} ${y}L${x - s * 0.87} ${y - s / 2}Z" fill="${col}" fill-opacity="0.55"/><path d="M${x - s * 0.87} ${y - s / 2}L${x} ${y}V${y + s}L${x - s * 0.87} ${y + s / 2}Z" fill="${col}" fill-opacity="0.3"/><path d="M${x + s * 0.87} ${y - s / 2}L${x} ${y}V${y + s}L${x + s * 0.87} ${y + s / 2}Z" fill="${col}" fill-opacity="0.16"/><path d="M${x} ${y - s}L${x + s * 0.87} ${y - s / 2}V${y + s / 2}L${x} ${y + s}L${x - s * 0.87} ${y + s / 2}V${y - s / 2}Z" fill="none" stroke="#fff" stroke-opacity="0.25"/>`;
  [
    [cx - 560, cy - 220, 60, c.a1],
    [cx - 470, cy - 150, 34, c.a2],
    [cx + 540, cy - 250, 48, c.a2],
    [cx + 610, cy + 40, 30, c.a1],
    [cx - 640, cy + 120, 26, mix(c.a1, c.a2, 0.5)],
  ].forEach(([x, y, s, col]) => out.push(cube(x + rng.range(-20, 20), y, s, col)));
  // controller: outline by stroking shapes underneath, then fill
  const bx = cx;
  const by = cy + 10;
  const shapes = (attrs) =>
    `<rect x="${bx - 250}" y="${by - 120}" width="500" height="210" rx="100" ${attrs}/><ellipse cx="${bx - 190}" cy="${by + 70}" rx="100" ry="130" transform="rotate(24 ${bx - 190} ${by + 70})" ${attrs}/><ellipse cx="${bx + 190}" cy="${by + 70}" rx="100" ry="130" transform="rotate(-24 ${bx + 190} ${by + 70})" ${attrs}/>`;
  const body = c.lin("#1b2538", "#0b101b", { x1: 0, y1: 0, x2: 0, y2: 1 });
  out.push(glow(c, bx, by + 40, 420, 260, c.a1, 0.35));
  out.push(shapes(`fill="none" stroke="${c.a1}" stroke-opacity="0.55" stroke-width="5"`) + shapes(`fill="${body}"`));
  out.push(rect(bx - 80, by - 118, 160, 6, c.lin(c.a1, c.a2, { x2: 1, y2: 0 }), { r: 3 }));
  out.push(
    `<path d="M${bx - 200} ${by - 40}h26v-26h28v26h26v28h-26v26h-28v-26h-26z" fill="#fff" fill-opacity="0.14" stroke="#fff" stroke-opacity="0.2"/>`,
  );
  [
    [0, -34, c.a1],
    [34, 0, c.a2],
    [0, 34, mix(c.a1, c.a2, 0.5)],
    [-34, 0, "#e5e7eb"],
  ].forEach(([dx, dy, col]) => out.push(dot(bx + 175 + dx, by - 26 + dy, 17, col, 0.9)));
  [
    [-90, 50],
    [90, 50],
  ].forEach(([dx, dy]) =>
    out.push(
      dot(bx + dx, by + dy, 42, "#05070c") +
        `<circle cx="${bx + dx}" cy="${by + dy}" r="42" fill="none" stroke="#fff" stroke-opacity="0.15"/>` +
        dot(bx + dx, by + dy, 26, "#1f2a40") +
        `<circle cx="${bx + dx}" cy="${by + dy}" r="26" fill="none" stroke="${c.a1}" stroke-opacity="0.5"/>`,
    ),
  );
  out.push(
    rect(bx - 50, by - 50, 34, 14, "#fff", { r: 7, op: 0.18 }) +
      rect(bx + 16, by - 50, 34, 14, "#fff", { r: 7, op: 0.18 }) +
      dot(bx, by - 10, 16, c.a1, 0.25) +
      glyph("spark", bx, by - 10, 20, c.a1),
  );
  // HUD
  out.push(
    panel(c, cx - 700, cy + 190, 300, 120, { r: 16, fill: BASE.surface2 }) +
      text(cx - 676, cy + 228, "SCORE", { size: 12, weight: 700, fill: BASE.muted, ls: 2 }) +
      text(cx - 676, cy + 276, "128,450", { size: 34, weight: 700, mono: true }),
  );
  out.push(
    rect(cx - 676, cy + 292, 250, 6, "#fff", { r: 3, op: 0.1 }) +
      rect(cx - 676, cy + 292, 180, 6, c.lin(c.a1, c.a2, { x2: 1, y2: 0 }), { r: 3 }),
  );
  out.push(panel(c, cx + 440, cy + 170, 200, 150, { r: 16, fill: BASE.surface2 }));
  for (let i = 0; i < 8; i++)
    out.push(
      dot(cx + 460 + rng.range(10, 150), cy + 190 + rng.range(10, 110), 4, i === 0 ? c.a1 : "#fff", i === 0 ? 1 : 0.3),
    );
  out.push(
    `<path d="M${cx + 540} ${cy + 240}l0 -14l8 14z" fill="${c.a2}"/>` +
      chip(c, cx - 700, cy - 330, 140, c.a2, { label: "LEVEL 07" }),
  );
  return out.join("");
}
