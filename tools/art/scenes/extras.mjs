// Topic scenes for blog covers and fallbacks: pricing tiers, web vitals, storefront, course, vital signs.
import { BASE, mix } from "../lib/palette.mjs";
import { panel, text, textWidth, rect, dot, ring, button, chip, lineChart } from "../lib/ui.mjs";
import { glyph } from "../lib/glyphs.mjs";
import { browserFrame } from "./device.mjs";

/** Three plan cards; `tiers` = [[name, price, tagline, features[]], …] (default: Ledgerly's plans). */
export function pricingScene(c, { tiers: own = null, unit = "/mo" } = {}) {
  const { cx, cy } = c;
  const tiers = own || [
    [
      "Starter",
      "$19",
      "For freelancers getting paid on time",
      ["1 company", "Unlimited invoices", "UPI & card payments"],
    ],
    [
      "Growth",
      "$79",
      "For teams that close the books monthly",
      ["5 companies", "Bank reconciliation", "GST-ready reports", "Approval workflows", "Priority support"],
    ],
    [
      "Scale",
      "$249",
      "For finance teams with several entities",
      ["Unlimited companies", "Multi-currency", "SSO & audit log", "Dedicated manager"],
    ],
  ];
  const out = [];
  tiers.forEach(([name, price, tagline, feats], i) => {
    const hi = i === 1;
    const w = 380;
    const h = hi ? 640 : 560;
    const x = cx - w / 2 + (i - 1) * 420;
    const y = cy - h / 2;
    out.push(
      panel(c, x, y, w, h, {
        r: 24,
        fill: hi ? BASE.surface3 : BASE.surface,
        glowColor: hi ? c.a1 : null,
        border: hi ? 0.22 : 0.1,
      }),
    );
    if (hi)
      out.push(
        rect(x, y, w, 6, c.lin(c.a1, c.a2, { x2: 1, y2: 0 }), { r: 3 }) +
          chip(c, x + w - 150, y + 30, 120, c.a1, { label: "Popular" }),
      );
    out.push(
      text(x + 34, y + 62, name, { size: 20, weight: 700 }) +
        text(x + 34, y + 140, price, { size: 58, weight: 700, ls: -2 }) +
        text(x + 40 + price.length * 33, y + 140, unit, { size: 18, fill: BASE.muted }),
    );
    out.push(text(x + 34, y + 180, tagline, { size: 14, fill: BASE.muted }));
    feats.forEach((t, k) =>
      out.push(
        dot(x + 44, y + 230 + k * 52, 11, hi ? c.a1 : c.a2, 0.18) +
          `<path d="M${x + 38} ${y + 230 + k * 52}l4 4l8 -9" fill="none" stroke="${hi ? c.a1 : c.a2}" stroke-width="2.4" stroke-linecap="round"/>` +
          text(x + 70, y + 236 + k * 52, t, { size: 16 }),
      ),
    );
    out.push(button(c, x + 34, y + h - 86, w - 68, 50, { label: hi ? "Start free trial" : "Choose plan", ghost: !hi }));
  });
  return out.join("");
}

export function vitalsScene(c) {
  const { cx, cy } = c;
  const bw = 1240;
  const bh = 720;
  const fr = browserFrame(c, cx - bw / 2, cy - bh / 2, bw, bh, { url: "pagespeed.report" });
  const { x, y, w } = fr.inner;
  const out = [fr.svg];
  [
    ["Performance", 98],
    ["Accessibility", 100],
    ["Best practices", 100],
    ["SEO", 96],
  ].forEach(([lab, v], i) => {
    const gx = x + w / 8 + i * (w / 4);
    out.push(
      dot(gx, y + 150, 64, c.a1, 0.07) +
        ring(c, gx, y + 150, 64, v / 100, { width: 9, color: "#22c55e", color2: "#4ade80" }) +
        text(gx, y + 164, String(v), { size: 38, weight: 700, anchor: "middle", fill: "#4ade80" }) +
        text(gx, y + 250, lab, { size: 15, anchor: "middle", fill: BASE.muted }),
    );
  });
  out.push(`<path d="M${x + 40} ${y + 290}H${x + w - 40}" stroke="#fff" stroke-opacity="0.07"/>`);
  [
    ["LCP", "1.2 s", 0.3],
    ["INP", "86 ms", 0.18],
    ["CLS", "0.01", 0.06],
  ].forEach(([k, v, f], i) => {
    const mx = x + 40 + i * ((w - 80) / 3);
    const mw = (w - 80) / 3 - 30;
    out.push(
      text(mx, y + 340, k, { size: 15, weight: 700, fill: BASE.muted, ls: 1 }) +
        text(mx, y + 396, v, { size: 40, weight: 700, ls: -1 }),
    );
    out.push(
      rect(mx, y + 420, mw * 0.55, 8, "#22c55e", { r: 4 }) +
        rect(mx + mw * 0.56, y + 420, mw * 0.25, 8, "#f59e0b", { r: 4, op: 0.7 }) +
        rect(mx + mw * 0.82, y + 420, mw * 0.18, 8, "#ef4444", { r: 4, op: 0.7 }),
    );
    out.push(`<path d="M${mx + mw * f} ${y + 412}l-7 -10h14z" fill="#fff"/>`);
  });
  out.push(
    rect(x + 40, y + 470, w - 80, fr.inner.h - 500, "#fff", { r: 14, op: 0.03 }) +
      lineChart(c, x + 70, y + 490, w - 140, fr.inner.h - 540, { n: 14, trend: -0.3, gridLines: 3 }),
  );
  return out.join("");
}

// Lumen's shelf: product names by the shape drawn on the card (circle, pill, triangle), used in order.
const PRODUCTS = [
  [
    ["Orb table lamp", "Opal glass · 3 colours"],
    ["Moon pendant", "Dimmable · 40 cm"],
  ],
  [
    ["Pillar vase", "Matte ceramic · 30 cm"],
    ["Arc speaker", "Wireless · 12 h battery"],
  ],
  [
    ["Prism lamp", "Frosted acrylic"],
    ["Peak bookends", "Cast aluminium · pair"],
  ],
];

export function storeScene(c) {
  const { cx, cy, rng } = c;
  const bw = 1200;
  const bh = 740;
  const fr = browserFrame(c, cx - bw / 2 - 60, cy - bh / 2, bw, bh, { url: "shop.lumen.store" });
  const { x, y, w } = fr.inner;
  const out = [
    fr.svg,
    text(x + 36, y + 44, "Lumen", { size: 18, weight: 700 }),
    glyph("cart", x + w - 48, y + 34, 24, BASE.text),
    dot(x + w - 36, y + 22, 8, c.a1),
  ];
  ["Lighting", "Ceramics", "Audio", "Journal"].reduce(
    (nx, t) => out.push(text(nx, y + 44, t, { size: 14, fill: BASE.muted })) && nx + textWidth(t, 14) + 36,
    x + 300,
  );
  out.push(text(x + w - 84, y + 44, "Free delivery over $150", { size: 13, fill: BASE.muted, anchor: "end" }));
  out.push(
    text(x + 36, y + 120, "New arrivals", { size: 34, weight: 700, ls: -1 }) +
      text(x + w - 36, y + 120, "Sort: Newest", { size: 14, fill: BASE.muted, anchor: "end" }),
  );
  [
    ["All", c.a1, 0.16],
    ["Lighting", c.a2, 0.1],
    ["Ceramics", c.a2, 0.1],
    ["Under $100", c.a2, 0.1],
  ].reduce((cx0, [t, col, op]) => {
    const cw = textWidth(t, 13, 600) + 40;
    out.push(chip(c, cx0, y + 140, cw, col, { label: t, op }));
    return cx0 + cw + 10;
  }, x + 36);
  const used = [0, 0, 0];
  for (let i = 0; i < 4; i++) {
    const pw = (w - 72 - 48) / 4;
    const px = x + 36 + i * (pw + 16);
    const py = y + 200;
    const col = i % 2 ? c.a2 : c.a1;
    out.push(
      rect(px, py, pw, 300, c.lin(mix(col, BASE.bg, 0.55), mix(col, BASE.bg, 0.8), { x2: 0.3, y2: 1 }), { r: 18 }),
    );
    const sh = rng.int(0, 2);
    const mx = px + pw / 2;
    out.push(
      sh === 0
        ? `<circle cx="${mx}" cy="${py + 140}" r="70" fill="${c.lin(col, mix(col, "#fff", 0.4))}"/>`
        : sh === 1
          ? `<rect x="${mx - 55}" y="${py + 70}" width="110" height="150" rx="26" fill="${c.lin(col, mix(col, "#fff", 0.4))}"/>`
          : `<path d="M${mx} ${py + 60}l80 150h-160z" fill="${c.lin(col, mix(col, "#fff", 0.4))}"/>`,
    );
    out.push(`<ellipse cx="${mx}" cy="${py + 262}" rx="70" ry="10" fill="#000" opacity="0.3"/>`);
    if (i === 0) out.push(chip(c, px + 14, py + 14, 66, c.a1, { h: 24, label: "New", op: 0.22 }));
    const [name, sub] = PRODUCTS[sh][used[sh]++ % 2];
    out.push(
      text(px, py + 328, name, { size: 16, weight: 600 }) +
        text(px, py + 350, sub, { size: 13, fill: BASE.muted }) +
        text(px, py + 392, `$${rng.int(29, 249)}`, { size: 22, weight: 700 }) +
        dot(px + pw - 20, py + 384, 18, col, 0.18) +
        glyph("cart", px + pw - 20, py + 384, 16, col),
    );
  }
  // order toast below the shelf, floating over the frame's corner
  const tx = x + w - 190;
  const ty = y + 622;
  out.push(
    panel(c, tx, ty, 360, 88, { r: 18, fill: BASE.surface3, glowColor: c.a2 }) +
      rect(tx + 20, ty + 22, 44, 44, c.a1, { r: 12, op: 0.18 }) +
      glyph("check", tx + 42, ty + 44, 22, c.a1),
  );
  out.push(
    text(tx + 80, ty + 40, "Order placed · $1,284", { size: 16, weight: 700 }) +
      text(tx + 80, ty + 62, "3 items · Orb table lamp + 2", { size: 13, fill: BASE.muted }) +
      text(tx + 340, ty + 40, "Just now", { size: 12.5, fill: BASE.muted, anchor: "end" }),
  );
  return out.join("");
}

export function courseScene(c) {
  const { cx, cy } = c;
  const bw = 1240;
  const bh = 740;
  const fr = browserFrame(c, cx - bw / 2, cy - bh / 2, bw, bh, { url: "learn.academy.dev" });
  const { x, y, w, h } = fr.inner;
  const vw = w * 0.64;
  const vh = vw * 0.56;
  const out = [
    fr.svg,
    rect(x + 30, y + 30, vw, vh, c.lin(mix(c.a1, BASE.bg, 0.35), mix(c.a2, BASE.bg, 0.5)), { r: 18 }),
  ];
  // the paused lesson: a slide comparing two charts
  out.push(
    text(x + 70, y + 86, "Choosing the right chart", { size: 26, weight: 600, fill: "#fff", op: 0.92 }) +
      text(x + 70, y + 112, "Compare categories with bars, show change over time with lines", {
        size: 14,
        fill: "#fff",
        op: 0.7,
      }),
  );
  [0.5, 0.8, 0.62, 0.95, 0.4].forEach((v, i) =>
    out.push(rect(x + 70 + i * 46, y + 330 - v * 150, 30, v * 150, "#fff", { r: 5, op: i === 3 ? 0.85 : 0.3 })),
  );
  out.push(
    `<path d="M${x + vw - 250} ${y + 300}L${x + vw - 200} ${y + 262}L${x + vw - 150} ${y + 280}L${x + vw - 100} ${y + 210}L${x + vw - 50} ${y + 196}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  const vcx = x + 30 + vw / 2;
  const vcy = y + 30 + vh / 2;
  out.push(dot(vcx, vcy, 44, "#fff", 0.92) + `<path d="M${vcx - 12} ${vcy - 18}l30 18l-30 18z" fill="${c.a1}"/>`);
  out.push(
    rect(x + 50, y + vh - 2, vw - 40, 6, "#fff", { r: 3, op: 0.2 }) +
      rect(x + 50, y + vh - 2, (vw - 40) * 0.42, 6, "#fff", { r: 3 }) +
      text(x + 50, y + vh - 14, "05:06 / 12:10", { size: 13, weight: 600, fill: "#fff", op: 0.85 }) +
      text(x + vw + 10, y + vh - 14, "1x · CC", { size: 13, weight: 600, fill: "#fff", op: 0.85, anchor: "end" }),
  );
  out.push(
    text(x + 30, y + 70 + vh, "Module 3 · Designing with data", { size: 22, weight: 700 }) +
      text(x + 30, y + 96 + vh, "Lesson 3 of 6 · 12 min · with Meera Iyer, data designer", {
        size: 14,
        fill: BASE.muted,
      }),
  );
  [
    ["doc", "Slides", "PDF · 24 pages"],
    ["db", "Dataset", "CSV · 1,200 rows"],
    ["check", "Quiz", "8 questions"],
  ].forEach(([g, t, sub], i) => {
    const rx = x + 30 + i * ((vw + 16) / 3);
    const rw = (vw + 16) / 3 - 16;
    const col = i === 1 ? c.a2 : c.a1;
    out.push(
      rect(rx, y + vh + 122, rw, 64, "#fff", { r: 14, op: 0.04, stroke: "#fff", sop: 0.08 }) +
        rect(rx + 14, y + vh + 136, 36, 36, col, { r: 10, op: 0.16 }) +
        glyph(g, rx + 32, y + vh + 154, 18, col) +
        text(rx + 62, y + vh + 151, t, { size: 14, weight: 600 }) +
        text(rx + 62, y + vh + 170, sub, { size: 12.5, fill: BASE.muted }),
    );
  });
  const lx = x + vw + 60;
  const lw = w - vw - 90;
  out.push(
    text(lx, y + 56, "Your progress", { size: 16, weight: 700 }) +
      ring(c, lx + 50, y + 130, 44, 0.64, { width: 10 }) +
      text(lx + 50, y + 138, "64%", { size: 20, weight: 700, anchor: "middle" }) +
      text(lx + 112, y + 122, "16 of 25 lessons", { size: 15, weight: 600 }) +
      text(lx + 112, y + 144, "Certificate at 100%", { size: 13, fill: BASE.muted }),
  );
  [
    ["Intro", "8 min"],
    ["Research", "14 min"],
    ["Data viz", "12 min"],
    ["Prototyping", "18 min"],
    ["Testing", "10 min"],
    ["Ship it", "9 min"],
  ].forEach(([t, d], i) => {
    const ry = y + 200 + i * 62;
    if (ry > y + h - 60) return;
    const st = i < 2 ? "done" : i === 2 ? "now" : "todo";
    out.push(rect(lx, ry, lw, 50, st === "now" ? c.a1 : "#fff", { r: 12, op: st === "now" ? 0.12 : 0.03 }));
    out.push(
      dot(lx + 24, ry + 25, 11, st === "todo" ? "#fff" : c.a1, st === "todo" ? 0.12 : 1) +
        (st === "done"
          ? `<path d="M${lx + 19} ${ry + 25}l3.5 3.5l6.5 -7" fill="none" stroke="#061018" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`
          : st === "now"
            ? dot(lx + 24, ry + 25, 4, "#061018")
            : ""),
    );
    out.push(
      text(lx + 48, ry + 31, t, { size: 15, weight: 600, op: st === "todo" ? 0.6 : 1 }) +
        text(lx + lw - 16, ry + 31, st === "now" ? "Playing" : d, {
          size: 13,
          fill: st === "now" ? c.a1 : BASE.muted,
          weight: st === "now" ? 700 : 400,
          anchor: "end",
        }),
    );
  });
  return out.join("");
}

/** Vital signs: EKG trace across, heart badge, vitals cards. */
export function pulseScene(c) {
  const { cx, cy, vw } = c;
  let d = `M0 ${cy}`;
  for (let x = 0; x <= vw; x += 160) d += `H${x + 60}l12 -20l12 20l10 0l10 -110l14 190l12 -80h18`;
  const gid = c.uid("ek");
  c.def(
    `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${vw}" y2="0"><stop offset="0" stop-color="${c.a1}" stop-opacity="0"/><stop offset="0.3" stop-color="${c.a1}"/><stop offset="0.7" stop-color="${c.a2}"/><stop offset="1" stop-color="${c.a2}" stop-opacity="0"/></linearGradient>`,
  );
  const out = [
    `<path d="${d}" fill="none" stroke="url(#${gid})" stroke-width="10" stroke-opacity="0.18" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="url(#${gid})" stroke-width="3" stroke-linejoin="round"/>`,
  ];
  [300, 240, 180].forEach((r, i) =>
    out.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c.a1}" fill-opacity="${0.03 + i * 0.025}" stroke="${c.a1}" stroke-opacity="${0.08 + i * 0.06}"/>`,
    ),
  );
  out.push(
    panel(c, cx - 120, cy - 120, 240, 240, { r: 64, fill: BASE.surface3, glowColor: c.a1, border: 0.2 }) +
      rect(cx - 88, cy - 88, 176, 176, c.lin(), { r: 48 }) +
      glyph("heart", cx, cy + 2, 92, "#061018", { width: 2.4 }),
  );
  [
    ["Heart rate", "72", "bpm", -620, -300],
    ["SpO₂", "98", "%", 360, -300],
    ["Sleep", "7.4", "h", -620, 170],
    ["Steps", "8,432", "", 360, 170],
  ].forEach(([lab, v, u, dx, dy], i) => {
    const x = cx + dx;
    const y = cy + dy;
    out.push(
      panel(c, x, y, 260, 130, { r: 20, fill: BASE.surface2 }) +
        text(x + 24, y + 40, lab, { size: 14, fill: BASE.muted }) +
        text(x + 24, y + 96, v, { size: 40, weight: 700, ls: -1 }) +
        text(x + 34 + v.length * 25, y + 96, u, { size: 16, fill: BASE.muted }) +
        dot(x + 230, y + 34, 6, i % 2 ? c.a2 : c.a1),
    );
  });
  return out.join("");
}
