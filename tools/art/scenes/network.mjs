// Graphs: AI agent hub with tools, IoT chip with sensor network. Shared node/edge helpers.
import { BASE, mix } from "../lib/palette.mjs";
import { panel, lines, text, rect, dot, chip } from "../lib/ui.mjs";
import { glyph } from "../lib/glyphs.mjs";

/** Card node with icon tile, title and a sub-line. */
export function nodeCard(
  c,
  x,
  y,
  w,
  h,
  { icon = "spark", label = "Step", sub = null, color = c.a1, kind = null, done = false, glowColor = null } = {},
) {
  const out = [panel(c, x, y, w, h, { r: 16, fill: BASE.surface2, glowColor, shadow: true })];
  const ty = kind ? y + 22 : y;
  if (kind)
    out.push(
      text(x + 18, y + 26, kind, { size: 10.5, weight: 700, fill: color, ls: 1.2 }) +
        `<path d="M${x} ${y + 38}H${x + w}" stroke="#fff" stroke-opacity="0.05"/>`,
    );
  const iy = ty + (h - (kind ? 22 : 0)) / 2;
  out.push(rect(x + 16, iy - 20, 40, 40, color, { r: 12, op: 0.15 }) + glyph(icon, x + 36, iy, 20, color));
  out.push(text(x + 70, iy - 2, label, { size: 16, weight: 700 }));
  out.push(
    sub ? text(x + 70, iy + 18, sub, { size: 12.5, fill: BASE.muted }) : lines(x + 70, iy + 10, [w * 0.4], { h: 7 }),
  );
  if (done)
    out.push(
      dot(x + w - 22, y + 20, 10, color, 0.2) +
        `<path d="M${x + w - 27} ${y + 20}l4 4l7 -8" fill="none" stroke="${color}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  return out.join("");
}

/** Curved connector with gradient and an optional travelling packet. */
export function edge(
  c,
  x1,
  y1,
  x2,
  y2,
  { color = c.a1, color2 = c.a2, dashed = false, packet = 0.55, vertical = false, op = 0.85 } = {},
) {
  const gid = c.uid("eg");
  c.def(
    `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color2}"/></linearGradient>`,
  );
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const d = vertical
    ? `M${x1} ${y1}C${x1} ${my} ${x2} ${my} ${x2} ${y2}`
    : `M${x1} ${y1}C${mx} ${y1} ${mx} ${y2} ${x2} ${y2}`;
  const out = [
    `<path d="${d}" fill="none" stroke="url(#${gid})" stroke-opacity="${dashed ? 0.45 : op}" stroke-width="2.2" ${dashed ? 'stroke-dasharray="6 8"' : ""} stroke-linecap="round"/>`,
  ];
  if (packet && !dashed) {
    const t = packet;
    const bez = (a, b, cc, dd) => (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t * t * cc + t ** 3 * dd;
    const px = vertical ? bez(x1, x1, x2, x2) : bez(x1, mx, mx, x2);
    const py = vertical ? bez(y1, my, my, y2) : bez(y1, y1, y2, y2);
    out.push(dot(px, py, 11, mix(color, color2, t), 0.22) + dot(px, py, 4.5, "#fff"));
  }
  out.push(dot(x1, y1, 4, color) + dot(x2, y2, 4, color2));
  return out.join("");
}

const TOOLS = [
  ["search", "Web search", "tool · 120 ms"],
  ["db", "Knowledge base", "vector · 4.2k docs"],
  ["cal", "Calendar", "book · reschedule"],
  ["mail", "Email", "draft · send"],
  ["user", "CRM", "HubSpot sync"],
  ["card", "Payments", "Stripe · refunds"],
];

export function agentScene(c, { chat = true } = {}) {
  const { cx, cy, rng } = c;
  const hx = cx;
  const hy = cy - 10;
  const out = [];
  const order = rng.shuffle(TOOLS);
  const cw = 270;
  const ch = 78;
  const pos = [
    [-1, -1],
    [-1, 0],
    [-1, 1],
    [1, -1],
    [1, 0],
    [1, 1],
  ].map(([s, r]) => [hx + s * 430 - (s < 0 ? cw : 0), hy + r * 150 - ch / 2, s]);
  pos.forEach(([x, y, s], i) => {
    const ex = s < 0 ? x + cw : x;
    out.push(
      edge(c, s < 0 ? hx - 110 : hx + 110, hy + ((i % 3) - 1) * 40, ex, y + ch / 2, {
        color: s < 0 ? c.a2 : c.a1,
        color2: s < 0 ? c.a1 : c.a2,
        dashed: i === 4,
        packet: rng.range(0.3, 0.7),
      }),
    );
  });
  out.push(
    `<circle cx="${hx}" cy="${hy}" r="190" fill="none" stroke="#fff" stroke-opacity="0.07" stroke-dasharray="2 8"/><circle cx="${hx}" cy="${hy}" r="145" fill="none" stroke="${c.a1}" stroke-opacity="0.18"/>`,
  );
  out.push(panel(c, hx - 100, hy - 100, 200, 200, { r: 44, fill: BASE.surface3, glowColor: c.a1, border: 0.2 }));
  out.push(
    rect(hx - 70, hy - 70, 140, 140, c.lin(), { r: 32 }) + glyph("spark", hx, hy - 4, 64, "#061018", { width: 2.6 }),
  );
  out.push(
    text(hx, hy + 140, "Agent runtime", { size: 15, weight: 700, anchor: "middle", op: 0.9 }) +
      text(hx, hy + 162, "plan → act → verify", { size: 12.5, anchor: "middle", fill: BASE.muted, mono: true }),
  );
  pos.forEach(([x, y], i) =>
    out.push(
      nodeCard(c, x, y, cw, ch, {
        icon: order[i][0],
        label: order[i][1],
        sub: order[i][2],
        color: i < 3 ? c.a2 : c.a1,
        done: i % 2 === 0,
      }),
    ),
  );
  if (chat) {
    const bx = cx - 300;
    const by = cy + 250;
    out.push(panel(c, bx, by, 600, 74, { r: 37, fill: BASE.surface2, glowColor: c.a2 }));
    out.push(dot(bx + 37, by + 37, 22, c.a1, 0.16) + glyph("chat", bx + 37, by + 37, 20, c.a1));
    out.push(
      text(bx + 74, by + 44, "Booked a demo for Tue 3 pm and emailed the invite.", {
        size: 15,
        fill: BASE.text,
        op: 0.9,
      }),
    );
    out.push(chip(c, bx + 600 - 84, by + 24, 64, c.a1, { h: 26, label: "Done" }));
  }
  return out.join("");
}

// [icon, reading, value]: each sensor's label names what it measures.
const SENSORS = [
  ["temp", "Temperature", "22.4 °C"],
  ["wifi", "Signal", "−61 dBm"],
  ["drop", "Humidity", "68 %"],
  ["bolt", "Power draw", "1.2 kW"],
  ["gear", "Motor speed", "1,420 rpm"],
  ["globe", "Gateway", "Online"],
  ["pulse", "Vibration", "0.4 mm/s"],
  ["lock", "Firmware", "Signed v2.4"],
];

export function chipScene(c, { count = 6 } = {}) {
  const { cx, cy, rng } = c;
  const out = [];
  const s = 240;
  const spots = [
    [-500, -250],
    [-540, 40],
    [-430, 290],
    [500, -260],
    [540, 30],
    [420, 290],
    [-140, -360],
    [160, 360],
  ].slice(0, count + 1);
  const sensors = rng.shuffle(SENSORS);
  spots.forEach(([dx, dy], i) => {
    const sx = cx + dx;
    const sy = cy + dy;
    const px = cx + Math.sign(dx || 1) * (Math.abs(dx) > 200 ? s / 2 : 0) + (Math.abs(dx) > 200 ? 0 : dx * 0.3);
    const py = cy + (Math.abs(dx) > 200 ? Math.max(-90, Math.min(90, dy * 0.35)) : (Math.sign(dy) * s) / 2);
    const kx = Math.abs(dx) > 200 ? px + Math.sign(dx) * 60 : px;
    const ky = Math.abs(dx) > 200 ? py : py + Math.sign(dy) * 40;
    const col = i % 2 ? c.a2 : c.a1;
    const d =
      Math.abs(dx) > 200
        ? `M${px} ${py}H${kx}L${kx + Math.sign(dx) * Math.abs(sy - py) * 0.4} ${sy}H${sx}`
        : `M${px} ${py}V${ky}L${sx} ${sy}`;
    out.push(
      `<path d="${d}" fill="none" stroke="${col}" stroke-opacity="0.16" stroke-width="8" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${col}" stroke-opacity="0.8" stroke-width="2" stroke-linejoin="round"/>`,
    );
    out.push(dot(px, py, 4, col));
  });
  // chip
  out.push(panel(c, cx - s / 2, cy - s / 2, s, s, { r: 28, fill: BASE.surface3, glowColor: c.a1, border: 0.22 }));
  for (let i = 0; i < 7; i++) {
    const o = -s / 2 + 36 + i * ((s - 72) / 6);
    out.push(
      rect(cx + o - 5, cy - s / 2 - 16, 10, 16, "#94a3b8", { r: 2, op: 0.45 }) +
        rect(cx + o - 5, cy + s / 2, 10, 16, "#94a3b8", { r: 2, op: 0.45 }),
    );
    out.push(
      rect(cx - s / 2 - 16, cy + o - 5, 16, 10, "#94a3b8", { r: 2, op: 0.45 }) +
        rect(cx + s / 2, cy + o - 5, 16, 10, "#94a3b8", { r: 2, op: 0.45 }),
    );
  }
  out.push(
    rect(cx - 70, cy - 70, 140, 140, c.lin(), { r: 20 }) +
      rect(cx - 56, cy - 56, 112, 112, "#061018", { r: 14, op: 0.25 }),
  );
  out.push(
    text(cx, cy + 6, "K-01", { size: 30, weight: 700, anchor: "middle", fill: "#fff" }) +
      text(cx, cy + 32, "EDGE MCU", { size: 11, weight: 700, anchor: "middle", fill: "#fff", op: 0.75, ls: 2 }),
  );
  // sensors
  spots.forEach(([dx, dy], i) => {
    const sx = cx + dx;
    const sy = cy + dy;
    const col = i % 2 ? c.a2 : c.a1;
    const [ic, name, val] = sensors[i % sensors.length];
    out.push(
      `<circle cx="${sx}" cy="${sy}" r="58" fill="${col}" fill-opacity="0.06"/><circle cx="${sx}" cy="${sy}" r="58" fill="none" stroke="${col}" stroke-opacity="0.2" stroke-dasharray="3 6"/>`,
    );
    out.push(
      panel(c, sx - 38, sy - 38, 76, 76, { r: 38, fill: BASE.surface2, border: 0.18, shadow: false }) +
        glyph(ic, sx, sy, 30, col),
    );
    // reading card beside the sensor: outward on the sides, to the right of the ones above and below the chip
    const lw = 140;
    const lx = dx < -200 ? sx - 66 - lw : sx + 66;
    out.push(
      rect(lx, sy - 27, lw, 54, BASE.surface3, { r: 12, stroke: "#fff", sop: 0.1 }) +
        dot(lx + 17, sy - 7, 4, col) +
        text(lx + 29, sy - 3, name, { size: 12, fill: BASE.muted }) +
        text(lx + 16, sy + 17, val, { size: 15, weight: 700 }),
    );
  });
  return out.join("");
}
