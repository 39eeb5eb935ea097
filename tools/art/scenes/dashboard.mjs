// SaaS dashboards: sidebar app shell, KPI cards, charts, tables.
import { BASE, mix } from "../lib/palette.mjs";
import { copyFor } from "../lib/copy.mjs";
import { panel, text, rect, dot, lineChart, barChart, ring, avatar, statCard, listRows, chip } from "../lib/ui.mjs";

const VARIANTS = {
  analytics: {
    title: "Overview",
    stats: [
      ["24.8k", "+12%"],
      ["$48.2k", "+8%"],
      ["3.2%", "+0.4"],
    ],
    nav: 6,
  },
  finance: {
    title: "Revenue overview",
    stats: [
      ["$1.28M", "+18%"],
      ["3,402", "+6%"],
      ["$92.4k", "+11%"],
    ],
    nav: 7,
  },
  health: {
    title: "Good morning, Sarah",
    stats: [
      ["72 bpm", "Normal"],
      ["7.4 h", "+0.6"],
      ["3", "Today"],
    ],
    nav: 6,
  },
  logistics: {
    title: "Fleet overview",
    stats: [
      ["1,284", "+9%"],
      ["96.4%", "+2.1"],
      ["-18%", "Cost"],
    ],
    nav: 6,
  },
};

/** Full app content inside a rectangle (used in browser frames and app windows). */
export function dashboardContent(c, { x, y, w, h }, { brand = "Kairo", variant = "analytics" } = {}) {
  const v = VARIANTS[variant] || VARIANTS.analytics;
  const k = copyFor(brand);
  const sw = Math.min(210, w * 0.18);
  const out = [
    rect(x, y, sw, h, "#fff", { r: 0, op: 0.02 }),
    `<path d="M${x + sw} ${y}V${y + h}" stroke="#fff" stroke-opacity="0.06"/>`,
  ];
  out.push(rect(x + 22, y + 24, 26, 26, c.lin(), { r: 8 }) + text(x + 58, y + 43, brand, { size: 16, weight: 700 }));
  for (let i = 0; i < v.nav; i++) {
    const ny = y + 84 + i * 42;
    const act = i === 1;
    if (act)
      out.push(
        rect(x + 12, ny - 10, sw - 24, 34, c.a1, { r: 9, op: 0.13 }) + rect(x + 12, ny - 4, 3, 22, c.a1, { r: 1.5 }),
      );
    out.push(
      rect(x + 26, ny, 14, 14, act ? c.a1 : "#fff", { r: 4, op: act ? 1 : 0.28 }) +
        text(x + 50, ny + 12, k.nav[i % k.nav.length], {
          size: 13.5,
          weight: act ? 700 : 400,
          fill: act ? c.a1 : BASE.muted,
        }),
    );
  }
  const mx = x + sw + 28;
  const mw = w - sw - 56;
  out.push(text(mx, y + 46, v.title, { size: 24, weight: 700, ls: -0.5 }));
  out.push(
    rect(mx + mw - 300, y + 22, 220, 36, "#fff", { r: 10, op: 0.04, stroke: "#fff", sop: 0.08 }) +
      `<circle cx="${mx + mw - 280}" cy="${y + 40}" r="6" fill="none" stroke="${BASE.muted}" stroke-width="1.5"/>` +
      text(mx + mw - 262, y + 45, k.search, { size: 13, fill: BASE.muted }),
  );
  out.push(avatar(c, mx + mw - 22, y + 40, 18, c.a2) + dot(mx + mw - 66, y + 40, 4, c.a1));
  const sy = y + 80;
  const cw = (mw - 32) / 3;
  const sh = h > 560 ? 150 : 110;
  v.stats.forEach(([val, d], i) =>
    out.push(
      statCard(c, mx + i * (cw + 16), sy, cw, sh, {
        value: val,
        delta: d,
        label: k.stats[i],
        color: [c.a1, c.a2, mix(c.a1, c.a2, 0.5)][i],
      }),
    ),
  );
  const gy = sy + sh + 20;
  const gh = h - (gy - y) - 24;
  if (gh < 120) return out.join("");
  const lw = mw * 0.62;
  out.push(panel(c, mx, gy, lw, gh, { r: 16, fill: BASE.surface2, shadow: false }));
  out.push(text(mx + 22, gy + 36, k.chart, { size: 14, weight: 700, op: 0.85 }));
  out.push(chip(c, mx + lw - 150, gy + 18, 128, c.a1, { label: k.chip }));
  out.push(lineChart(c, mx + 22, gy + 64, lw - 44, gh - 92, { n: 12 }));
  const rx = mx + lw + 16;
  const rw = mw - lw - 16;
  out.push(panel(c, rx, gy, rw, gh, { r: 16, fill: BASE.surface2, shadow: false }));
  if (variant === "health" || variant === "logistics") {
    out.push(text(rx + 20, gy + 36, k.rowsTitle, { size: 14, weight: 700, op: 0.85 }));
    out.push(
      listRows(c, rx + 20, gy + 52, rw - 40, Math.max(1, Math.floor((gh - 64) / 58)), {
        rowH: 58,
        rows: k.rows,
        size: 12.5,
      }),
    );
  } else {
    const r = Math.min(rw, gh) * 0.26;
    out.push(ring(c, rx + rw / 2, gy + 40 + r + 16, r, 0.68, { width: 16 }));
    out.push(
      `<circle cx="${rx + rw / 2}" cy="${gy + 56 + r}" r="${r}" fill="none" stroke="${c.a2}" stroke-width="16" stroke-dasharray="${(2 * Math.PI * r * 0.18).toFixed(1)} 9999" stroke-dashoffset="${(-2 * Math.PI * r * 0.7).toFixed(1)}" transform="rotate(-90 ${rx + rw / 2} ${gy + 56 + r})" stroke-linecap="round"/>`,
    );
    out.push(text(rx + rw / 2, gy + 66 + r, "68%", { size: 30, weight: 700, anchor: "middle" }));
    const ly = gy + 80 + r * 2 + 20;
    [c.a1, c.a2, "#fff"].forEach((col, i) => {
      if (ly + i * 30 + 10 > gy + gh - 10) return;
      out.push(
        dot(rx + 26, ly + i * 30, 5, col, i === 2 ? 0.3 : 1) +
          text(rx + 40, ly + i * 30 + 5, k.legend[i][0], { size: 12.5, fill: BASE.muted }) +
          text(rx + rw - 22, ly + i * 30 + 5, k.legend[i][1], { size: 12.5, weight: 700, anchor: "end" }),
      );
    });
  }
  return out.join("");
}

/** Standalone app window with floating callouts (SaaS card). */
export function dashboardScene(c, { brand = "Kairo", variant = "analytics", floating = true } = {}) {
  const { cx, cy } = c;
  const w = 1280;
  const h = 780;
  const x = cx - w / 2 + (floating ? 40 : 0);
  const y = cy - h / 2;
  const out = [panel(c, x, y, w, h, { r: 20, glowColor: c.a1 })];
  out.push(dashboardContent(c, { x, y, w, h }, { brand, variant }));
  if (floating) {
    const k = copyFor(brand);
    out.push(
      statCard(c, x - 110, y + h - 300, 300, 200, {
        value: VARIANTS[variant]?.stats[0][0] || "24.8k",
        color: c.a2,
        label: k.stats[0],
      }),
    );
    out.push(panel(c, x + w - 300, y - 36, 340, 76, { r: 16, fill: BASE.surface3, glowColor: c.a2 }));
    out.push(
      rect(x + w - 282, y - 18, 40, 40, c.a2, { r: 12, op: 0.2 }) +
        `<path d="M${x + w - 272} ${y + 2}l7 7l13 -14" fill="none" stroke="${c.a2}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    out.push(
      text(x + w - 228, y - 2, k.callout[0], { size: 15, weight: 700 }) +
        text(x + w - 228, y + 18, k.callout[1], { size: 12.5, fill: BASE.muted }),
    );
  }
  return out.join("");
}

/** Close-up of one large chart with tooltip (gallery). */
export function chartScene(c, { title = "Revenue", value = "$482,900", bars = false } = {}) {
  const { cx, cy } = c;
  const w = 1320;
  const h = 700;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const out = [panel(c, x, y, w, h, { r: 22, glowColor: c.a1 })];
  out.push(
    text(x + 40, y + 54, title, { size: 16, weight: 600, fill: BASE.muted }) +
      text(x + 40, y + 110, value, { size: 54, weight: 700, ls: -2 }),
  );
  const vx = x + 60 + value.length * 34;
  out.push(
    rect(vx, y + 76, 90, 32, c.a1, { r: 16, op: 0.15 }) +
      text(vx + 45, y + 98, "+24.6%", { size: 15, weight: 700, fill: c.a1, anchor: "middle" }),
  );
  ["1D", "1W", "1M", "1Y"].forEach((t, i) =>
    out.push(
      rect(x + w - 280 + i * 62, y + 40, 54, 34, i === 2 ? c.a1 : "#fff", { r: 10, op: i === 2 ? 0.16 : 0.04 }) +
        text(x + w - 253 + i * 62, y + 62, t, {
          size: 13,
          weight: 700,
          anchor: "middle",
          fill: i === 2 ? c.a1 : BASE.muted,
        }),
    ),
  );
  out.push(
    text(x + 40, y + 150, bars ? "Per week · last 6 months" : "This year vs. last year (grey)", {
      size: 14,
      fill: BASE.muted,
    }),
  );
  const gx = x + 40;
  const gy = y + 190;
  const gw = w - 80;
  const gh = h - 270;
  if (bars) out.push(barChart(c, gx, gy, gw, gh, { n: 24, gap: 0.5 }));
  else
    out.push(
      lineChart(c, gx, gy, gw, gh, { n: 16, width: 4 }) +
        `<g opacity="0.5">${lineChart(c, gx, gy + 40, gw, gh - 40, { n: 16, color: "#94a3b8", color2: "#94a3b8", area: false, width: 2, marker: false, gridLines: 0 })}</g>`,
    );
  ["Jan", "Mar", "May", "Jul", "Sep", "Nov"].forEach((m, i) =>
    out.push(
      text(gx + (i / 5) * gw, y + h - 40, m, {
        size: 13,
        fill: BASE.muted,
        anchor: i === 0 ? "start" : i === 5 ? "end" : "middle",
      }),
    ),
  );
  // tooltip
  const tx = gx + gw * 0.78;
  const ty = gy + 20;
  out.push(panel(c, tx - 210, ty, 190, 96, { r: 14, fill: BASE.surface3 }));
  out.push(
    text(tx - 190, ty + 34, "Oct 14", { size: 13, fill: BASE.muted }) +
      text(tx - 190, ty + 70, value.replace(/\d(?=[^\d]*$)/, "4"), { size: 22, weight: 700 }),
  );
  return out.join("");
}

/** Data table with status chips (gallery). */
export function tableScene(
  c,
  {
    cols = ["Customer", "Plan", "Status", "Amount"],
    rows = 8,
    title = "Invoices",
    money = true,
    labels = ["Paid", "Pending", "Draft"],
    stat = "$92.4k",
    brand,
    statLabel = "Collected this month",
  } = {},
) {
  const t = copyFor(brand).table;
  const { cx, cy, rng } = c;
  const w = 1240;
  const h = 720;
  const x = cx - w / 2 - 60;
  const y = cy - h / 2;
  const out = [panel(c, x, y, w, h, { r: 20, glowColor: c.a2 })];
  out.push(
    text(x + 36, y + 56, title, { size: 24, weight: 700 }) +
      chip(c, x + w - 180, y + 32, 144, c.a1, { h: 32, label: "Last 7 days" }),
  );
  const colX = [36, w * 0.42, w * 0.62, w - 36];
  cols.forEach((t, i) =>
    out.push(
      text(x + colX[i], y + 112, t.toUpperCase(), {
        size: 11.5,
        weight: 700,
        fill: BASE.muted,
        ls: 1,
        anchor: i === 3 ? "end" : "start",
      }),
    ),
  );
  out.push(`<path d="M${x} ${y + 130}H${x + w}" stroke="#fff" stroke-opacity="0.07"/>`);
  const status = [
    [c.a1, labels[0]],
    [c.a2, labels[1]],
    ["#94a3b8", labels[2]],
  ];
  for (let i = 0; i < rows; i++) {
    const ry = y + 130 + i * 68;
    if (ry + 68 > y + h) break;
    if (i === 2) out.push(rect(x + 8, ry + 6, w - 16, 56, c.a1, { r: 12, op: 0.06 }));
    out.push(
      avatar(c, x + 56, ry + 34, 18, i % 2 ? c.a2 : c.a1) +
        text(x + 88, ry + 31, t.names[i % t.names.length], { size: 15, weight: 600 }) +
        text(x + 88, ry + 51, t.sub[i % t.sub.length], { size: 12.5, fill: BASE.muted }),
    );
    out.push(
      text(x + colX[1], ry + 40, t.col2[i % t.col2.length], { size: 14, fill: BASE.muted, mono: /\d/.test(t.col2[0]) }),
    );
    const [col, lab] = status[rng.int(0, 2)];
    out.push(
      rect(x + colX[2], ry + 20, 92, 28, col, { r: 14, op: 0.14 }) +
        dot(x + colX[2] + 16, ry + 34, 4, col) +
        text(x + colX[2] + 28, ry + 39, lab, { size: 13, weight: 600, fill: col }),
    );
    out.push(
      text(
        x + colX[3],
        ry + 40,
        money
          ? `$${rng.int(1, 48)},${String(rng.int(0, 999)).padStart(3, "0")}.00`
          : `${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, "0")}`,
        { size: 15, weight: 600, anchor: "end", mono: true },
      ),
    );
    out.push(`<path d="M${x + 24} ${ry + 68}H${x + w - 24}" stroke="#fff" stroke-opacity="0.04"/>`);
  }
  out.push(
    statCard(c, x + w - 120, y + h - 250, 300, 210, { value: stat, color: c.a2, delta: "+11%", label: statLabel }),
  );
  return out.join("");
}
