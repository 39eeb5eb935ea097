// Phone mock-ups with several app screens, plus phone-centred compositions.
import { BASE, mix } from "../lib/palette.mjs";
import { copyFor } from "../lib/copy.mjs";
import {
  panel,
  text,
  rect,
  dot,
  ring,
  avatar,
  listRows,
  lineChart,
  barChart,
  button,
  statCard,
  smoothPath,
} from "../lib/ui.mjs";

const SCREENS = {
  list(c, x, y, w, h, o) {
    const k = copyFor(o.brand).phone;
    return (
      text(x + 20, y + 80, o.brand || "Home", { size: 22, weight: 700 }) +
      rect(x + 16, y + 100, w - 32, 130, c.lin(mix(c.a1, BASE.bg, 0.3), mix(c.a2, BASE.bg, 0.45)), { r: 18 }) +
      text(x + 34, y + 160, k.hero[0], { size: 26, weight: 700 }) +
      text(x + 34, y + 188, k.hero[1], { size: 13, fill: "#fff", op: 0.75 }) +
      listRows(c, x + 16, y + 250, w - 32, Math.floor((h - 340) / 58), { rowH: 58, rows: k.rows, size: 13.5 })
    );
  },
  fitness(c, x, y, w, h) {
    const cx = x + w / 2;
    const cy = y + 210;
    return (
      text(x + 20, y + 80, "Today", { size: 22, weight: 700 }) +
      text(x + 20, y + 102, "Thursday · 14 Oct", { size: 12.5, fill: BASE.muted }) +
      ring(c, cx, cy, 92, 0.78, { width: 16 }) +
      ring(c, cx, cy, 68, 0.6, { width: 16, color: c.a2, color2: mix(c.a2, "#fff", 0.3) }) +
      ring(c, cx, cy, 44, 0.86, { width: 16, color: mix(c.a1, c.a2, 0.5), color2: c.a1 }) +
      [
        ["8,432", "steps"],
        ["640", "kcal"],
        ["48", "min"],
      ]
        .map(
          ([v, l], i) =>
            text(x + 20 + i * ((w - 40) / 3), y + 356, v, { size: 19, weight: 700 }) +
            text(x + 20 + i * ((w - 40) / 3), y + 376, l, { size: 12, fill: BASE.muted }),
        )
        .join("") +
      rect(x + 16, y + 400, w - 32, Math.max(60, h - 480), "#fff", { r: 16, op: 0.04 }) +
      barChart(c, x + 32, y + 420, w - 64, Math.max(30, h - 520), { n: 7, gap: 0.6 })
    );
  },
  health(c, x, y, w, h, o) {
    const k = copyFor(o.brand).phone.health;
    return (
      text(x + 20, y + 80, k.hi, { size: 22, weight: 700 }) +
      text(x + 20, y + 102, k.sub, { size: 12.5, fill: BASE.muted }) +
      rect(x + 16, y + 116, w - 32, 120, c.lin(mix(c.a1, BASE.bg, 0.35), mix(c.a2, BASE.bg, 0.5)), { r: 18 }) +
      avatar(c, x + 52, y + 156, 20, "#ffffff") +
      text(x + 82, y + 152, k.doctor[0], { size: 15, weight: 700 }) +
      text(x + 82, y + 170, k.doctor[1], { size: 12, fill: "#fff", op: 0.6 }) +
      rect(x + 32, y + 196, w - 64, 26, "#fff", { r: 13, op: 0.14 }) +
      text(x + w / 2, y + 214, k.doctor[2], { size: 12.5, weight: 700, anchor: "middle" }) +
      text(x + 20, y + 274, "Vitals", { size: 15, weight: 700 }) +
      rect(x + 16, y + 290, w - 32, 110, "#fff", { r: 16, op: 0.04 }) +
      lineChart(c, x + 30, y + 310, w - 60, 70, { n: 9, gridLines: 0, width: 2.5, marker: false }) +
      listRows(c, x + 16, y + 416, w - 32, Math.max(0, Math.floor((h - 500) / 56)), {
        rowH: 56,
        rows: k.rows,
        size: 13.5,
      })
    );
  },
  finance(c, x, y, w, h) {
    return (
      text(x + 20, y + 80, "Wallet", { size: 22, weight: 700 }) +
      rect(x + 16, y + 100, w - 32, 160, c.lin(c.a1, c.a2), { r: 18 }) +
      dot(x + w - 60, y + 130, 12, "#fff", 0.5) +
      dot(x + w - 46, y + 130, 12, "#fff", 0.3) +
      text(x + 34, y + 200, "$24,908.40", { size: 24, weight: 700, fill: "#061018" }) +
      text(x + 34, y + 236, "•••• 4821", { size: 13, weight: 700, fill: "#061018", op: 0.7, mono: true }) +
      text(x + 20, y + 300, "Transactions", { size: 15, weight: 700 }) +
      listRows(c, x + 16, y + 312, w - 32, Math.floor((h - 400) / 56), {
        rowH: 56,
        rows: copyFor("Ledgerly").phone.rows,
        size: 13,
      })
    );
  },
  driver(c, x, y, w, h) {
    const out = [rect(x, y, w, h * 0.62, "#0d1526", { r: 0 })];
    for (let i = 0; i < 9; i++)
      out.push(
        `<path d="M${x} ${y + 40 + i * 52}L${x + w} ${y + 10 + i * 52 + (i % 3) * 14}" stroke="#fff" stroke-opacity="0.06" stroke-width="${i % 3 === 0 ? 8 : 3}"/>`,
      );
    for (let i = 0; i < 6; i++)
      out.push(
        `<path d="M${x + 20 + i * 60} ${y}L${x + 40 + i * 58} ${y + h * 0.62}" stroke="#fff" stroke-opacity="0.05" stroke-width="${i % 2 ? 3 : 7}"/>`,
      );
    const pts = [
      [x + 40, y + h * 0.55],
      [x + 90, y + h * 0.42],
      [x + w * 0.5, y + h * 0.38],
      [x + w * 0.62, y + h * 0.24],
      [x + w - 50, y + 110],
    ];
    out.push(
      `<path d="${smoothPath(pts)}" fill="none" stroke="${c.a1}" stroke-opacity="0.25" stroke-width="14" stroke-linecap="round"/><path d="${smoothPath(pts)}" fill="none" stroke="${c.lin()}" stroke-width="5" stroke-linecap="round"/>`,
    );
    out.push(
      dot(pts[0][0], pts[0][1], 10, c.a1) +
        dot(pts[0][0], pts[0][1], 4, "#fff") +
        dot(pts[4][0], pts[4][1], 16, c.a2, 0.3) +
        dot(pts[4][0], pts[4][1], 8, c.a2),
    );
    out.push(
      rect(x, y + h * 0.58, w, h * 0.42, BASE.surface2, { r: 22 }) +
        rect(x + w / 2 - 24, y + h * 0.58 + 10, 48, 5, "#fff", { r: 2.5, op: 0.2 }),
    );
    out.push(
      text(x + 20, y + h * 0.58 + 56, "12 min", { size: 24, weight: 700 }) +
        text(x + 20, y + h * 0.58 + 78, "4.2 km · 3 stops left", { size: 12.5, fill: BASE.muted }),
    );
    out.push(button(c, x + 20, y + h - 90, w - 40, 46, { label: "Start route" }));
    return out.join("");
  },
  chat(c, x, y, w, h, o) {
    const k = copyFor(o.brand).phone;
    const out = [
      avatar(c, x + 38, y + 74, 18, c.a1),
      text(x + 64, y + 70, k.chatName, { size: 15, weight: 700 }),
      dot(x + 68, y + 84, 4, "#22c55e"),
      text(x + 78, y + 88, "online", { size: 11.5, fill: BASE.muted }),
    ];
    let yy = y + 120;
    for (const [me, rows] of k.chat) {
      const bh = 18 + rows.length * 19;
      if (yy + bh > y + h - 90) break;
      const bw = Math.min(w * 0.78, 28 + Math.max(...rows.map((r) => r.length)) * 7.4);
      const bx = me ? x + w - 16 - bw : x + 16;
      out.push(rect(bx, yy, bw, bh, me ? c.lin() : "#fff", { r: 16, op: me ? 1 : 0.07 }));
      rows.forEach((r, i) =>
        out.push(
          text(bx + 14, yy + 24 + i * 19, r, { size: 13.5, fill: me ? "#061018" : BASE.text, weight: me ? 600 : 400 }),
        ),
      );
      yy += bh + 12;
    }
    out.push(
      rect(x + 16, y + h - 70, w - 32, 44, "#fff", { r: 22, op: 0.06, stroke: "#fff", sop: 0.1 }) +
        text(x + 34, y + h - 43, "Message…", { size: 13.5, fill: BASE.muted }) +
        dot(x + w - 40, y + h - 48, 15, c.a1),
    );
    return out.join("");
  },
  workout(c, x, y, w, h) {
    const out = [
      text(x + 20, y + 80, "Workout", { size: 22, weight: 700 }),
      rect(x + 16, y + 100, w - 32, 170, c.lin(mix(c.a1, BASE.bg, 0.2), mix(c.a2, BASE.bg, 0.35)), { r: 18 }),
    ];
    out.push(
      `<path d="M${x + 40} ${y + 240}L${x + 110} ${y + 170}L${x + 150} ${y + 205}L${x + 200} ${y + 150}L${x + w - 40} ${y + 240}Z" fill="#fff" fill-opacity="0.12"/>`,
    );
    out.push(
      dot(x + w / 2, y + 185, 28, "#fff", 0.9) +
        `<path d="M${x + w / 2 - 8} ${y + 172}l20 13l-20 13z" fill="${c.a1}"/>`,
    );
    out.push(
      text(x + 20, y + 306, "HIIT · Core", { size: 16, weight: 700 }) +
        text(x + 20, y + 326, "24 min · 8 moves", { size: 12.5, fill: BASE.muted }),
    );
    ["Burpees", "Plank", "Lunges", "Mountain climbers", "Squats"].forEach((t, i) => {
      const ry = y + 350 + i * 62;
      if (ry + 56 > y + h - 30) return;
      out.push(
        rect(x + 16, ry, w - 32, 52, "#fff", { r: 14, op: 0.04 }) +
          rect(x + 26, ry + 8, 36, 36, i === 1 ? c.a1 : c.a2, { r: 10, op: 0.2 }) +
          text(x + 74, ry + 31, t, { size: 14, weight: 600 }) +
          text(x + w - 32, ry + 31, `${30 + i * 15}s`, {
            size: 12.5,
            fill: i === 1 ? c.a1 : BASE.muted,
            anchor: "end",
            mono: true,
          }),
      );
    });
    return out.join("");
  },
  call(c, x, y, w, h) {
    const cx = x + w / 2;
    const out = [text(cx, y + 80, "AI Receptionist", { size: 13, fill: BASE.muted, anchor: "middle" })];
    [90, 70, 52].forEach((r, i) =>
      out.push(`<circle cx="${cx}" cy="${y + 190}" r="${r}" fill="${c.a1}" fill-opacity="${0.06 + i * 0.05}"/>`),
    );
    out.push(
      avatar(c, cx, y + 190, 40, c.a1) +
        text(cx, y + 320, "Incoming lead", { size: 20, weight: 700, anchor: "middle" }) +
        text(cx, y + 344, "00:42", { size: 14, fill: c.a1, anchor: "middle", mono: true }),
    );
    for (let i = 0; i < 24; i++) {
      const a = Math.abs(Math.sin(i * 0.9) * Math.cos(i * 0.37)) * 36 + 4;
      out.push(
        rect(x + 28 + i * ((w - 56) / 24), y + 400 - a / 2, 5, a, i < 14 ? c.a1 : "#fff", {
          r: 2.5,
          op: i < 14 ? 0.9 : 0.2,
        }),
      );
    }
    out.push(
      dot(cx - 70, y + h - 80, 28, "#fff", 0.08) +
        dot(cx + 70, y + h - 80, 28, "#ef4444") +
        rect(cx + 58, y + h - 83, 24, 6, "#fff", { r: 3 }),
    );
    return out.join("");
  },
};

/** Phone at (x,y) of width w. */
export function phone(c, x, y, w, { screen = "list", brand, glow = true } = {}) {
  const h = w * 2.05;
  const r = w * 0.16;
  const b = w * 0.035;
  const sx = x + b;
  const sy = y + b;
  const sw = w - 2 * b;
  const sh = h - 2 * b;
  const cid = c.uid("cp");
  c.def(`<clipPath id="${cid}"><rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="${r - b}"/></clipPath>`);
  const s = sw / 300; // screens are drawn for a 300-unit-wide display
  const out = [panel(c, x, y, w, h, { r, fill: "#05070c", glowColor: glow ? c.a2 : null, border: 0.18 })];
  out.push(`<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="${r - b}" fill="${BASE.bg2}"/>`);
  out.push(
    `<g clip-path="url(#${cid})"><g transform="translate(${sx} ${sy}) scale(${s})">${SCREENS[screen](c, 0, 0, 300, sh / s, { brand })}</g></g>`,
  );
  out.push(rect(x + w / 2 - w * 0.15, sy + 12 * s, w * 0.3, 26 * s, "#000", { r: 13 * s }));
  out.push(
    text(sx + 26 * s, sy + 30 * s, "9:41", { size: 12 * s, weight: 700 }) +
      rect(sx + sw - 46 * s, sy + 21 * s, 22 * s, 10 * s, "#fff", { r: 3 * s, op: 0.7 }),
  );
  out.push(rect(x + w / 2 - w * 0.17, y + h - b - 14 * s, w * 0.34, 5 * s, "#fff", { r: 2.5 * s, op: 0.35 }));
  return out.join("");
}

/** Three phones, centre one forward. */
export function phoneTrio(c, { screens = ["list", "fitness", "chat"], brand } = {}) {
  const { cx, cy } = c;
  const cw = 330;
  const sw = 290;
  const ch = cw * 2.05;
  return (
    phone(c, cx - sw - 150, cy - (sw * 2.05) / 2 + 50, sw, { screen: screens[0], brand, glow: false }) +
    phone(c, cx + 150, cy - (sw * 2.05) / 2 + 50, sw, { screen: screens[2], brand, glow: false }) +
    phone(c, cx - cw / 2, cy - ch / 2, cw, { screen: screens[1], brand })
  );
}

/** One phone with floating widgets around it. */
export function phoneHero(
  c,
  {
    screen = "fitness",
    brand,
    side = "left",
    stat = "5.2 km",
    goal = "Weekly goal",
    statLabel = "This week",
    sub: subOwn = null,
  } = {},
) {
  const { cx, cy } = c;
  const w = 340;
  const h = w * 2.05;
  const px = side === "left" ? cx - 380 : cx + 40;
  const out = [phone(c, px, cy - h / 2, w, { screen, brand })];
  const fx = side === "left" ? px + w + 60 : px - 460;
  out.push(statCard(c, fx, cy - 280, 400, 230, { value: stat, color: c.a1, label: statLabel }));
  out.push(panel(c, fx + 40, cy - 10, 360, 120, { r: 18, fill: BASE.surface2, glowColor: c.a2 }));
  const sub = subOwn || copyFor(brand).goalSub;
  out.push(
    ring(c, fx + 100, cy + 50, 34, 0.7, { width: 9 }) +
      text(fx + 156, cy + 42, goal, { size: 17, weight: 700 }) +
      text(fx + 156, cy + 64, sub[0], { size: 13, fill: BASE.muted }) +
      text(fx + 156, cy + 84, sub[1], { size: 13, fill: BASE.muted }),
  );
  out.push(panel(c, fx, cy + 150, 400, 120, { r: 18, fill: BASE.surface2 }));
  out.push(barChart(c, fx + 24, cy + 170, 352, 80, { n: 14 }));
  return out.join("");
}
