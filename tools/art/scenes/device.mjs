// Desktop device mock-ups: browser window with a landing page or app, and a design-tool canvas.
import { BASE, mix } from "../lib/palette.mjs";
import { copyFor } from "../lib/copy.mjs";
import { panel, text, rect, dot, button, chip, lineChart, ring, avatar, listRows } from "../lib/ui.mjs";
import { dashboardContent } from "./dashboard.mjs";
import { phone } from "./phone.mjs";

/** Browser chrome; returns {svg, inner:{x,y,w,h}}. */
export function browserFrame(c, x, y, w, h, { url = "kairolabs.dev", glowColor = c.a1 } = {}) {
  const bar = 52;
  const out = [panel(c, x, y, w, h, { r: 18, glowColor })];
  out.push(`<path d="M${x} ${y + bar}H${x + w}" stroke="#fff" stroke-opacity="0.07"/>`);
  ["#ff5f57", "#febc2e", "#28c840"].forEach((col, i) => out.push(dot(x + 26 + i * 20, y + bar / 2, 6, col, 0.75)));
  const uw = Math.min(420, w * 0.42);
  out.push(rect(x + w / 2 - uw / 2, y + 14, uw, 24, "#fff", { r: 12, op: 0.05 }));
  out.push(
    `<path d="M${x + w / 2 - uw / 2 + 16} ${y + 30}v-5a4 4 0 0 1 8 0v5" fill="none" stroke="${BASE.muted}" stroke-opacity="0.6" stroke-width="1.5"/>`,
  );
  out.push(text(x + w / 2 - uw / 2 + 32, y + 31, url, { size: 12.5, fill: BASE.muted, op: 0.8 }));
  return { svg: out.join(""), inner: { x, y: y + bar, w, h: h - bar } };
}

/** Marketing landing page inside a frame. */
function landingPage(c, { x, y, w, h }, { brand = "Kairo", heading = null } = {}) {
  const p = 36;
  const k = copyFor(brand).landing;
  const out = [];
  out.push(rect(x + p, y + 24, 22, 22, c.lin(), { r: 6 }) + text(x + p + 32, y + 41, brand, { size: 17, weight: 700 }));
  k.links.forEach((t, i) => out.push(text(x + w * 0.42 + i * 96, y + 40, t, { size: 14, fill: BASE.muted })));
  out.push(button(c, x + w - p - 132, y + 18, 132, 34, { label: k.cta }));
  const hy = y + 96;
  const colW = w * 0.48;
  out.push(chip(c, x + p, hy, k.chip.length * 7.4 + 40, c.a1, { h: 28, label: k.chip }));
  if (heading) {
    heading.forEach((ln, i) =>
      out.push(
        text(x + p, hy + 86 + i * 54, ln, {
          size: 46,
          weight: 700,
          ls: -1.5,
          fill: i === heading.length - 1 ? c.lin(c.a1, c.a2, { x2: 1, y2: 0 }) : BASE.text,
        }),
      ),
    );
  } else {
    out.push(rect(x + p, hy + 52, colW * 0.9, 34, "#fff", { r: 10, op: 0.88 }));
    out.push(rect(x + p, hy + 100, colW * 0.7, 34, c.lin(c.a1, c.a2, { x2: 1, y2: 0 }), { r: 10 }));
  }
  const ty = hy + (heading ? 70 + heading.length * 54 : 166);
  k.body.forEach((t, i) => out.push(text(x + p, ty + 12 + i * 26, t, { size: 17, fill: BASE.muted })));
  out.push(
    button(c, x + p, ty + 84, 160, 44, { label: k.cta }) +
      button(c, x + p + 176, ty + 84, 170, 44, { ghost: true, label: k.ghost }),
  );
  // visual on the right: layered cards over a glow
  const vx = x + w * 0.56;
  const vw = w * 0.4;
  const vy = hy - 6;
  const vh = Math.min(h - (vy - y) - 170, 330);
  out.push(rect(vx, vy, vw, vh, c.lin(mix(c.a1, BASE.bg, 0.55), mix(c.a2, BASE.bg, 0.6)), { r: 18 }));
  out.push(
    `<g opacity="0.9">${ring(c, vx + vw * 0.3, vy + vh * 0.5, Math.min(vw, vh) * 0.22, 0.72, { width: 14 })}</g>`,
  );
  out.push(text(vx + vw * 0.3, vy + vh * 0.5 + 10, "72%", { size: 28, weight: 700, anchor: "middle" }));
  out.push(
    panel(c, vx + vw * 0.55, vy + vh * 0.16, vw * 0.38, vh * 0.68, { r: 14, fill: BASE.surface2, shadow: false }),
  );
  out.push(
    lineChart(c, vx + vw * 0.59, vy + vh * 0.4, vw * 0.3, vh * 0.36, { n: 7, gridLines: 0, width: 2.5, marker: false }),
  );
  out.push(
    text(vx + vw * 0.59, vy + vh * 0.24 + 8, k.visual[0], { size: 13, weight: 700 }) +
      text(vx + vw * 0.59, vy + vh * 0.24 + 28, k.visual[1], { size: 11, fill: BASE.muted }),
  );
  // feature cards row
  const fy = y + h - 150;
  if (fy > ty + 150) {
    const cw = (w - p * 2 - 32) / 3;
    [c.a1, c.a2, mix(c.a1, c.a2, 0.5)].forEach((col, i) => {
      const fx = x + p + i * (cw + 16);
      out.push(panel(c, fx, fy, cw, 118, { r: 14, fill: BASE.surface2, shadow: false }));
      out.push(
        rect(fx + 18, fy + 18, 34, 34, col, { r: 10, op: 0.18 }) + rect(fx + 28, fy + 28, 14, 14, col, { r: 4 }),
      );
      out.push(
        text(fx + 18, fy + 78, k.features[i][0], { size: 15, weight: 700 }) +
          text(fx + 18, fy + 100, k.features[i][1], { size: 13, fill: BASE.muted }),
      );
    });
  }
  return out.join("");
}

/** Service card: browser + phone + floating stat. */
export function webScene(
  c,
  { brand = "Kairo", url, heading, page = "landing", phoneScreen = "list", layout = 0 } = {},
) {
  const { cx, cy } = c;
  const bw = 1180;
  const bh = 740;
  const bx = cx - bw / 2 - (layout === 1 ? 0 : 70);
  const by = cy - bh / 2 + (layout === 1 ? 0 : 10);
  const fr = browserFrame(c, bx, by, bw, bh, { url: url || `${brand.toLowerCase()}.app` });
  const content =
    page === "landing"
      ? landingPage(c, fr.inner, { brand, heading })
      : dashboardContent(c, fr.inner, { brand, variant: page });
  const out = [fr.svg, `<g>${content}</g>`];
  if (layout !== 1) out.push(phone(c, bx + bw - 90, by + 250, 290, { screen: phoneScreen, brand }));
  if (layout === 0) {
    out.push(panel(c, bx - 80, by + bh - 300, 270, 150, { r: 16, fill: BASE.surface2, glowColor: c.a2 }));
    const fy = by + bh - 80;
    const who = copyFor(brand).avatarCard;
    out.push(
      avatar(c, bx - 38, fy - 175, 22, c.a2) +
        text(bx - 6, fy - 180, who[0], { size: 14, weight: 700 }) +
        text(bx - 6, fy - 160, who[1], { size: 12, fill: BASE.muted }),
    );
    out.push(
      rect(bx - 60, fy - 130, 230, 8, "#fff", { r: 4, op: 0.08 }) +
        rect(bx - 60, fy - 130, 160, 8, c.lin(c.a1, c.a2, { x2: 1, y2: 0 }), { r: 4 }),
    );
    out.push(text(bx - 60, fy - 94, who[2], { size: 14, fill: BASE.muted }));
  }
  return out.join("");
}

// Layer tree of the design file: [indent, kind, name]; row 5 is selected (the button group on the canvas).
const LAYERS = [
  [0, "frame", "Mobile / Home"],
  [1, "rect", "Balance card"],
  [1, "group", "Transactions"],
  [1, "comp", "Button / Primary"],
  [0, "frame", "Components"],
  [1, "group", "Buttons"],
  [2, "comp", "Primary"],
  [2, "comp", "Secondary"],
  [1, "comp", "Chip / Status"],
  [1, "comp", "Input / Email"],
  [1, "comp", "Slider"],
  [0, "frame", "Colour tokens"],
];

/** Tiny layer-type icon: frame (#), text (T), component (diamond), group (dashed box), rectangle. */
function layerIcon(kind, x, y, color, op) {
  const st = `fill="none" stroke="${color}" stroke-opacity="${op}" stroke-width="1.4"`;
  if (kind === "frame")
    return `<path d="M${x + 2} ${y - 5}h10M${x + 2} ${y + 3}h10M${x + 4} ${y - 8}v14M${x + 10} ${y - 8}v14" ${st}/>`;
  if (kind === "comp") return `<path d="M${x + 7} ${y - 7}l6 6l-6 6l-6 -6z" ${st}/>`;
  if (kind === "group")
    return `<rect x="${x + 1}" y="${y - 7}" width="12" height="12" rx="2" ${st} stroke-dasharray="2.5 2"/>`;
  return `<rect x="${x + 1}" y="${y - 7}" width="12" height="12" rx="3" ${st}/>`;
}

/** Design tool: layers, canvas with a phone artboard, components and colour tokens, properties. */
export function designScene(c, { brand = "Canvas" } = {}) {
  const { cx, cy } = c;
  const w = 1300;
  const h = 780;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const out = [panel(c, x, y, w, h, { r: 18, glowColor: c.a1 })];
  out.push(
    `<path d="M${x} ${y + 48}H${x + w}M${x + 230} ${y + 48}V${y + h}M${x + w - 250} ${y + 48}V${y + h}" stroke="#fff" stroke-opacity="0.07"/>`,
  );
  ["#ff5f57", "#febc2e", "#28c840"].forEach((col, i) => out.push(dot(x + 24 + i * 18, y + 24, 5.5, col, 0.7)));
  out.push(text(x + w / 2, y + 30, `${brand} — Design system`, { size: 13, fill: BASE.muted, anchor: "middle" }));
  // title bar, right: collaborators, zoom, share
  out.push(
    avatar(c, x + w - 214, y + 24, 13, c.a2) +
      avatar(c, x + w - 192, y + 24, 13, c.a1) +
      text(x + w - 140, y + 29, "100%", { size: 12.5, fill: BASE.muted, anchor: "middle" }),
  );
  out.push(
    rect(x + w - 104, y + 10, 84, 28, c.lin(c.a1, c.a2, { x2: 1, y2: 0 }), { r: 8 }) +
      text(x + w - 62, y + 29, "Share", { size: 13, weight: 700, anchor: "middle", fill: "#061018" }),
  );
  // layers
  out.push(
    text(x + 22, y + 80, "Layers", { size: 13, weight: 700 }) +
      text(x + 82, y + 80, "Assets", { size: 13, fill: BASE.muted }) +
      text(x + 208, y + 80, "Page 1", { size: 12, fill: BASE.muted, anchor: "end" }),
  );
  out.push(`<path d="M${x} ${y + 98}H${x + 230}" stroke="#fff" stroke-opacity="0.06"/>`);
  LAYERS.forEach(([indent, kind, name], i) => {
    const ly = y + 128 + i * 32;
    const sel = i === 5;
    const ix = x + 20 + indent * 16;
    if (sel) out.push(rect(x + 10, ly - 19, 210, 28, c.a1, { r: 8, op: 0.14 }));
    const open = i !== LAYERS.length - 1; // the last frame is collapsed
    if (kind === "frame" || kind === "group")
      out.push(
        `<path d="${open ? `M${ix - 10} ${ly - 7}l3.5 4l3.5 -4` : `M${ix - 8} ${ly - 9}l4 3.5l-4 3.5`}" fill="none" stroke="${BASE.muted}" stroke-opacity="0.7" stroke-width="1.3" stroke-linecap="round"/>`,
      );
    out.push(
      layerIcon(kind, ix, ly - 1, sel ? c.a1 : kind === "comp" ? c.a2 : BASE.muted, sel || kind === "comp" ? 0.9 : 0.7),
    );
    out.push(
      text(ix + 22, ly, name, {
        size: 12.5,
        weight: indent === 0 || sel ? 600 : 400,
        fill: sel ? c.a1 : indent === 0 ? BASE.text : BASE.muted,
      }),
    );
  });
  // canvas: phone artboard
  const ax = x + 280;
  const ay = y + 100;
  out.push(text(ax, ay - 14, "Mobile / Home", { size: 12, fill: BASE.muted }));
  out.push(rect(ax, ay, 250, 520, BASE.bg2, { r: 26, stroke: "#fff", sop: 0.12 }));
  out.push(rect(ax + 20, ay + 24, 210, 150, c.lin(mix(c.a1, BASE.bg, 0.35), mix(c.a2, BASE.bg, 0.4)), { r: 16 }));
  out.push(
    text(ax + 40, ay + 58, "Main account", { size: 12.5, fill: "#fff", op: 0.75 }) +
      text(ax + 40, ay + 100, "€2,480", { size: 30, weight: 700 }) +
      text(ax + 40, ay + 128, "+€320 this week", { size: 12.5, weight: 600, fill: "#fff", op: 0.85 }),
  );
  out.push(
    text(ax + 20, ay + 204, "Recent", { size: 13, weight: 700 }) +
      text(ax + 230, ay + 204, "See all", { size: 12, fill: c.a1, anchor: "end" }),
  );
  out.push(
    listRows(c, ax + 20, ay + 212, 210, 4, {
      rowH: 58,
      size: 13,
      rows: [
        ["Rewe", "Groceries", "−€42", "cart"],
        ["Salary", "Acme GmbH", "+€3.2k", "doc"],
        ["Spotify", "Monthly plan", "−€10", "play"],
        ["Lisbon trip", "Savings goal", "68%", "pin"],
      ],
    }),
  );
  out.push(button(c, ax + 20, ay + 456, 210, 42, { label: "Send money" }));
  // canvas: components
  const bx = ax + 300;
  out.push(text(bx, ay - 14, "Components", { size: 12, fill: BASE.muted }));
  out.push(rect(bx, ay, 380, 240, BASE.bg2, { r: 14, stroke: "#fff", sop: 0.12 }));
  out.push(
    button(c, bx + 24, ay + 26, 130, 40, { label: "Continue" }) +
      button(c, bx + 170, ay + 26, 130, 40, { ghost: true, label: "Cancel" }),
  );
  out.push(
    chip(c, bx + 24, ay + 110, 92, c.a1, { label: "Active" }) +
      chip(c, bx + 128, ay + 110, 104, c.a2, { label: "Pending" }),
  );
  out.push(
    rect(bx + 24, ay + 150, 332, 44, "#fff", { r: 10, op: 0.04, stroke: "#fff", sop: 0.14 }) +
      text(bx + 40, ay + 177, "name@company.com", { size: 13.5, fill: BASE.muted }) +
      text(bx + 340, ay + 177, "Email", { size: 12, fill: BASE.muted, op: 0.7, anchor: "end" }),
  );
  out.push(
    rect(bx + 24, ay + 216, 332, 6, "#fff", { r: 3, op: 0.08 }) +
      rect(bx + 24, ay + 216, 210, 6, c.lin(c.a1, c.a2, { x2: 1, y2: 0 }), { r: 3 }) +
      dot(bx + 234, ay + 219, 10, "#fff"),
  );
  // selection around the button group, size badge just below it
  const sx = bx + 14;
  const sy = ay + 16;
  out.push(`<rect x="${sx}" y="${sy}" width="300" height="60" fill="none" stroke="${c.a1}" stroke-width="1.5"/>`);
  [
    [sx, sy],
    [sx + 300, sy],
    [sx, sy + 60],
    [sx + 300, sy + 60],
  ].forEach(([hx, hy]) => out.push(rect(hx - 5, hy - 5, 10, 10, "#fff", { r: 2, stroke: c.a1, sop: 1 })));
  out.push(
    rect(sx + 110, sy + 68, 80, 22, c.a1, { r: 6 }) +
      text(sx + 150, sy + 84, "300 × 60", { size: 12, weight: 700, fill: "#061018", anchor: "middle" }),
  );
  // canvas: colour tokens
  out.push(text(bx, ay + 270, "Colour tokens", { size: 12, fill: BASE.muted }));
  out.push(rect(bx, ay + 284, 380, 132, BASE.bg2, { r: 14, stroke: "#fff", sop: 0.12 }));
  [
    ["Primary", c.a1],
    ["Blend", mix(c.a1, c.a2, 0.5)],
    ["Accent", c.a2],
    ["Surface", BASE.surface3],
    ["Text", BASE.text],
  ].forEach(([name, col], i) => {
    const tx = bx + 24 + i * 70;
    out.push(
      rect(tx, ay + 304, 56, 56, col, { r: 12, stroke: "#fff", sop: 0.08 }) +
        text(tx, ay + 380, name, { size: 12, weight: 600 }) +
        text(tx, ay + 398, col.toUpperCase(), { size: 10.5, fill: BASE.muted }),
    );
  });
  // collaborator cursor
  const px = bx + 250;
  const py = ay + 460;
  out.push(
    `<path d="M${px} ${py}l0 28l8 -7l6 13l6 -3l-6 -12l10 -1z" fill="${c.a2}" stroke="#fff" stroke-width="1.5"/>`,
  );
  out.push(
    rect(px + 20, py + 26, 66, 24, c.a2, { r: 8 }) +
      text(px + 53, py + 43, "Priya", { size: 12.5, weight: 700, anchor: "middle", fill: "#fff" }),
  );
  // properties panel
  const rx = x + w - 226;
  out.push(text(rx, y + 82, "Fill", { size: 13, weight: 700, fill: BASE.text, op: 0.8 }));
  out.push(
    rect(rx, y + 96, 202, 36, "#fff", { r: 8, op: 0.05 }) +
      rect(rx + 8, y + 104, 20, 20, c.lin(), { r: 5 }) +
      text(rx + 38, y + 119, "Gradient · Primary", { size: 12.5, fill: BASE.muted }) +
      text(rx + 194, y + 119, "100%", { size: 12, fill: BASE.muted, anchor: "end" }),
  );
  [
    ["Radius", "24", 0.6],
    ["Spacing", "16", 0.4],
    ["Opacity", "90%", 0.9],
  ].forEach(([lab, val, frac], i) => {
    const py2 = y + 166 + i * 70;
    out.push(
      text(rx, py2, lab, { size: 12.5, fill: BASE.muted }) +
        text(rx + 202, py2, val, { size: 12.5, weight: 700, anchor: "end" }) +
        rect(rx, py2 + 14, 202, 6, "#fff", { r: 3, op: 0.08 }) +
        rect(rx, py2 + 14, 202 * frac, 6, i === 0 ? c.a1 : c.a2, { r: 3, op: 0.8 }),
    );
  });
  out.push(text(rx, y + 400, "Typography", { size: 13, weight: 700, op: 0.8 }));
  out.push(
    text(rx, y + 462, "Aa", { size: 48, weight: 700, ls: -1 }) +
      text(rx + 80, y + 432, "Space Grotesk", { size: 14, weight: 700 }) +
      text(rx + 80, y + 452, "Bold · 48/56", { size: 12, fill: BASE.muted }) +
      text(rx + 80, y + 470, "Tracking −2%", { size: 12, fill: BASE.muted }),
  );
  out.push(
    text(rx, y + 530, "Export", { size: 13, weight: 700, op: 0.8 }) +
      button(c, rx, y + 548, 202, 38, { label: "Export PNG · 2x" }),
  );
  return out.join("");
}
