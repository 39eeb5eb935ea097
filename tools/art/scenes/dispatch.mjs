// RouteWise's cover: the dispatch console. A city map with the day's routes leaving the depot, stops and vans with
// ETAs, an exception the agent is handling, and the dispatch list of routes beside it.
import { BASE, mix } from "../lib/palette.mjs";
import { panel, text, textWidth, rect, dot, avatar, button } from "../lib/ui.mjs";
import { glyph } from "../lib/glyphs.mjs";

const AMBER = "#f59e0b";
const f1 = (n) => n.toFixed(1);

// Routes on the street grid (u, v in blocks). stops: indices into pts; done: stops already delivered; van: [segment, t].
const ROUTES = [
  {
    id: "R-14",
    driver: "Rakesh Patil",
    reg: "MH12 QW 4821",
    area: "Hinjewadi → Baner",
    done: 9,
    total: 14,
    eta: "17:40",
    status: "On time",
    pts: [
      [-1, 1],
      [-1, -1],
      [-2, -1],
      [-3, -1],
      [-3, -1.5],
      [-3, -2],
      [-1.5, -2],
      [1, -2],
      [1, -2.5],
      [1, -3],
      [2, -3],
      [3, -3],
      [3, -2],
      [3, -1],
      [3.5, -1],
      [4, -1],
    ],
    stops: [2, 4, 6, 8, 10, 12, 14, 15],
    shown: 3,
    van: [6, 0.62],
  },
  {
    id: "R-22",
    driver: "Imran Shaikh",
    reg: "MH12 TK 1093",
    area: "Shivajinagar → Aundh",
    done: 6,
    total: 11,
    eta: "16:55",
    status: "+32 min",
    late: true,
    pts: [
      [-1, 1],
      [0.5, 1],
      [2, 1],
      [2, 0.5],
      [2, 0],
      [3.5, 0],
      [4, 0],
      [4, 1],
      [4, 2],
      [4.5, 2],
      [7, 2],
    ],
    stops: [1, 3, 5, 7, 9],
    shown: 4,
    van: [7, 0.5],
  },
  {
    id: "R-09",
    driver: "Suresh Kale",
    reg: "MH14 LP 7730",
    area: "Kothrud → Wakad",
    done: 3,
    total: 12,
    eta: "18:20",
    status: "On time",
    pts: [
      [-1, 1],
      [-1, 2],
      [-1, 3],
      [-2, 3],
      [-3, 3],
      [-4, 3],
      [-4, 2],
      [-4, 1],
      [-7, 1],
    ],
    stops: [1, 3, 4, 6],
    shown: 1,
    van: [2, 0.4],
  },
];

export function dispatchScene(c) {
  const { cx, cy } = c;
  const W = 1420;
  const H = 820;
  const x0 = cx - W / 2;
  const y0 = cy - H / 2 + 10;
  const bar = 58;
  const sw = 420; // dispatch list width
  const colors = [c.a1, c.a2, mix(c.a2, "#3b82f6", 0.7)];
  const out = [panel(c, x0, y0, W, H, { r: 20, glowColor: c.a1 })];

  // top bar: brand, sections, search, dispatcher
  out.push(`<path d="M${x0} ${y0 + bar}H${x0 + W}" stroke="#fff" stroke-opacity="0.07"/>`);
  out.push(
    rect(x0 + 24, y0 + 16, 28, 28, c.lin(), { r: 8 }) +
      glyph("truck", x0 + 38, y0 + 30, 16, "#061018", { width: 2.4 }) +
      text(x0 + 62, y0 + 36, "RouteWise", { size: 17, weight: 700 }),
  );
  ["Dispatch", "Shipments", "Drivers", "Documents", "Reports"].reduce((nx, t, i) => {
    const tw = textWidth(t, 14, i === 0 ? 700 : 400);
    if (i === 0) out.push(rect(nx - 14, y0 + 14, tw + 28, 32, c.a1, { r: 9, op: 0.14 }));
    out.push(text(nx, y0 + 35, t, { size: 14, weight: i === 0 ? 700 : 400, fill: i === 0 ? c.a1 : BASE.muted }));
    return nx + tw + 40;
  }, x0 + 210);
  out.push(
    rect(x0 + W - 390, y0 + 13, 290, 34, "#fff", { r: 10, op: 0.04, stroke: "#fff", sop: 0.08 }) +
      glyph("search", x0 + W - 370, y0 + 30, 16, BASE.muted) +
      text(x0 + W - 352, y0 + 35, "Search shipment, vehicle, driver…", { size: 13, fill: BASE.muted }),
  );
  out.push(avatar(c, x0 + W - 42, y0 + 30, 17, c.a2) + dot(x0 + W - 78, y0 + 30, 4, c.a1));

  // map
  const mx = x0 + sw;
  const my = y0 + bar;
  const mw = W - sw;
  const mh = H - bar;
  const cid = c.uid("dm");
  c.def(
    `<clipPath id="${cid}"><path d="M${mx} ${my}H${mx + mw}V${my + mh - 20}a20 20 0 0 1 -20 20H${mx}Z"/></clipPath>`,
  );
  const ang = (-13 * Math.PI) / 180;
  const su = 94;
  const sv = 86;
  const ox = mx + mw * 0.48;
  const oy = my + mh * 0.5;
  const P = ([u, v]) => [
    ox + u * su * Math.cos(ang) - v * sv * Math.sin(ang),
    oy + u * su * Math.sin(ang) + v * sv * Math.cos(ang),
  ];
  const line = (pts) =>
    pts
      .map((p, i) => {
        const [px, py] = P(p);
        return `${i ? "L" : "M"}${f1(px)} ${f1(py)}`;
      })
      .join("");
  const map = [`<rect x="${mx}" y="${my}" width="${mw}" height="${mh}" fill="#0a111d"/>`];
  // parks and the river
  [
    [[-5, -4], 1.6, 1.2],
    [[2.3, 2.3], 1.4, 1.2],
    [[-2.7, 3.3], 1.2, 1.4],
  ].forEach(([[u, v], du, dv]) =>
    map.push(
      `<path d="${line([
        [u, v],
        [u + du, v],
        [u + du, v + dv],
        [u, v + dv],
      ])}Z" fill="${c.a1}" fill-opacity="0.06"/>`,
    ),
  );
  const river = [
    [-7, 0.2],
    [-4.6, -0.4],
    [-2.2, 0.2],
    [0.5, -0.6],
    [3, -0.9],
    [5.4, -0.3],
    [8, -1.2],
  ].map(P);
  let rd = `M${f1(river[0][0])} ${f1(river[0][1])}`;
  for (let i = 1; i < river.length; i++) {
    const [ax, ay] = river[i - 1];
    const [bx, by] = river[i];
    rd += `Q${f1(ax + (bx - ax) * 0.5)} ${f1(ay - 26 * (i % 2 ? 1 : -1))} ${f1(bx)} ${f1(by)}`;
  }
  map.push(
    `<path d="${rd}" fill="none" stroke="#1d4ed8" stroke-opacity="0.16" stroke-width="30" stroke-linecap="round"/>`,
  );
  // streets: a block grid, a few arterials, and the highway
  for (let k = -8; k <= 8; k++) {
    const major = k === -1 || k === 2;
    map.push(
      `<path d="${line([
        [k, -8],
        [k, 8],
      ])}" stroke="#fff" stroke-opacity="${major ? 0.09 : 0.045}" stroke-width="${major ? 9 : 3}"/>`,
    );
    const majorV = k === 1 || k === -3;
    map.push(
      `<path d="${line([
        [-9, k],
        [9, k],
      ])}" stroke="#fff" stroke-opacity="${majorV ? 0.09 : 0.045}" stroke-width="${majorV ? 9 : 3}"/>`,
    );
  }
  map.push(
    `<path d="${line([
      [-7, 6],
      [-2, 2],
      [3, -2.5],
      [8, -6],
    ])}" fill="none" stroke="#fff" stroke-opacity="0.1" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  // district names
  [
    ["HINJEWADI", [-4.3, -0.45]],
    ["BANER", [2, -1.5]],
    ["AUNDH", [5, 0.5]],
    ["WAKAD", [-3.5, 0.5]],
    ["KOTHRUD", [-2.5, 2.2]],
    ["PASHAN", [0.2, 3]],
  ].forEach(([t, p]) => {
    const [lx, ly] = P(p);
    map.push(text(lx, ly, t, { size: 11.5, weight: 700, fill: BASE.muted, op: 0.55, ls: 2.5, anchor: "middle" }));
  });
  // routes: the driven part solid, the rest lighter
  const marks = [];
  ROUTES.forEach((r, ri) => {
    const col = colors[ri];
    const sel = ri === 0;
    const [seg, t] = r.van;
    const a = P(r.pts[seg]);
    const b = P(r.pts[seg + 1]);
    const vx = a[0] + (b[0] - a[0]) * t;
    const vy = a[1] + (b[1] - a[1]) * t;
    const driven = `${line(r.pts.slice(0, seg + 1))}L${f1(vx)} ${f1(vy)}`;
    const ahead = `M${f1(vx)} ${f1(vy)}${line(r.pts.slice(seg + 1)).replace(/^M/, "L")}`;
    if (sel)
      map.push(
        `<path d="${line(r.pts)}" fill="none" stroke="${col}" stroke-opacity="0.16" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    map.push(
      `<path d="${driven}" fill="none" stroke="${col}" stroke-width="${sel ? 6 : 4.5}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    map.push(
      `<path d="${ahead}" fill="none" stroke="${col}" stroke-opacity="0.55" stroke-width="${sel ? 5 : 3.5}" stroke-dasharray="${sel ? "1 11" : "1 9"}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    r.stops.forEach((si, k) => {
      const [sx, sy] = P(r.pts[si]);
      const upcoming = k >= r.shown; // stops before the van are delivered
      const n = r.done + 1 + k - r.shown; // delivery order: the first stop ahead of the van is done + 1
      if (!upcoming)
        marks.push(
          dot(sx, sy, 8, col) +
            `<path d="M${f1(sx - 3.5)} ${f1(sy)}l2.5 2.5l5 -5.5" fill="none" stroke="#061018" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
        );
      else
        marks.push(
          dot(sx, sy, sel ? 14 : 12, BASE.surface3) +
            `<circle cx="${f1(sx)}" cy="${f1(sy)}" r="${sel ? 14 : 12}" fill="none" stroke="${col}" stroke-width="2.5"/>` +
            text(sx, sy + (sel ? 5 : 4.5), String(n), { size: sel ? 13 : 11.5, weight: 700, anchor: "middle" }),
        );
    });
    const vc = r.late ? AMBER : col;
    marks.push(dot(vx, vy, 24, vc, 0.2) + dot(vx, vy, 16, vc) + glyph("truck", vx, vy, 17, "#061018", { width: 2.4 }));
    r.vanAt = [vx, vy];
  });
  // depot
  const [dx, dy] = P([-1, 1]);
  marks.push(
    rect(dx - 20, dy - 20, 40, 40, BASE.surface3, { r: 11, stroke: "#fff", sop: 0.35 }) +
      glyph("box", dx, dy, 20, BASE.text),
  );
  out.push(`<g clip-path="url(#${cid})">${map.join("")}${marks.join("")}</g>`);
  out.push(
    rect(dx + 26, dy - 14, 104, 28, BASE.surface3, { r: 8, stroke: "#fff", sop: 0.1 }) +
      text(dx + 78, dy + 5, "Pune depot", { size: 12.5, weight: 600, anchor: "middle" }),
  );

  // next stop of the selected route, and the late van the agent is handling
  const [nx, ny] = P(ROUTES[0].pts[ROUTES[0].stops[3]]);
  const qx = nx - 262;
  const qy = ny - 104;
  out.push(
    `<path d="M${f1(qx + 200)} ${f1(qy + 60)}L${f1(nx - 16)} ${f1(ny - 6)}" stroke="${colors[0]}" stroke-opacity="0.6" stroke-width="1.5"/>`,
  );
  out.push(
    panel(c, qx, qy, 200, 82, { r: 14, fill: BASE.surface3, glowColor: colors[0] }) +
      text(qx + 18, qy + 28, "Next · stop 10", { size: 12, weight: 700, fill: colors[0] }) +
      text(qx + 18, qy + 50, "Baner Road", { size: 15, weight: 700 }) +
      text(qx + 18, qy + 70, "ETA 14:20 · 5 parcels", { size: 12.5, fill: BASE.muted }),
  );
  // the late van: what the exception agent did about it
  const [lx, ly] = ROUTES[1].vanAt;
  const px = lx - 290;
  const py = ly + 26;
  out.push(
    `<path d="M${f1(lx - 18)} ${f1(ly + 12)}L${f1(px + 250)} ${f1(py + 4)}" stroke="${AMBER}" stroke-opacity="0.6" stroke-width="1.5"/>`,
  );
  out.push(
    panel(c, px, py, 268, 132, { r: 16, fill: BASE.surface3, glowColor: AMBER }) +
      rect(px + 18, py + 18, 70, 24, AMBER, { r: 12, op: 0.18 }) +
      text(px + 53, py + 35, "+32 min", { size: 12.5, weight: 700, fill: AMBER, anchor: "middle" }) +
      text(px + 98, py + 35, "R-22 · Aundh", { size: 13, weight: 700 }),
  );
  out.push(
    text(px + 18, py + 66, "“Traffic at University Circle”", { size: 13, fill: BASE.text, op: 0.9 }) +
      text(px + 18, py + 86, "Driver reply via WhatsApp · 13:52", { size: 12, fill: BASE.muted }),
  );
  out.push(
    dot(px + 24, py + 110, 8, c.a1, 0.2) +
      `<path d="M${f1(px + 20.5)} ${f1(py + 110)}l2.5 2.5l5 -5.5" fill="none" stroke="${c.a1}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>` +
      text(px + 38, py + 115, "4 customers sent new ETAs", { size: 12.5, weight: 600, fill: c.a1 }),
  );

  // map overlays: plan summary and zoom
  const kx = mx + mw - 522;
  const ky = my + mh - 96;
  out.push(panel(c, kx, ky, 440, 74, { r: 14, fill: BASE.surface2, border: 0.12 }));
  [
    ["Stops today", "312"],
    ["On time", "96.4%"],
    ["Km saved", "38 km"],
  ].forEach(([k, v], i) =>
    out.push(
      text(kx + 22 + i * 148, ky + 26, k, { size: 12, fill: BASE.muted }) +
        text(kx + 22 + i * 148, ky + 56, v, { size: 20, weight: 700, fill: i === 1 ? c.a1 : BASE.text }),
    ),
  );
  out.push(
    rect(mx + mw - 62, my + mh - 102, 40, 80, BASE.surface3, { r: 10, stroke: "#fff", sop: 0.1 }) +
      text(mx + mw - 42, my + mh - 69, "+", { size: 20, weight: 600, anchor: "middle" }) +
      `<path d="M${mx + mw - 54} ${my + mh - 62}H${mx + mw - 30}" stroke="#fff" stroke-opacity="0.08"/>` +
      text(mx + mw - 42, my + mh - 32, "−", { size: 20, weight: 600, anchor: "middle" }),
  );

  // dispatch list
  const lx0 = x0 + 24;
  const lw = sw - 48;
  out.push(`<path d="M${mx} ${my}V${y0 + H}" stroke="#fff" stroke-opacity="0.07"/>`);
  out.push(
    text(lx0, my + 44, "Routes", { size: 20, weight: 700 }) +
      text(lx0, my + 68, "Tue 14 Oct · plan optimised 02:00", { size: 13, fill: BASE.muted }),
  );
  [
    ["All", "24"],
    ["Late", "2"],
    ["Done", "9"],
  ].reduce((tx, [t, n], i) => {
    const tw = textWidth(t, 13, 600) + textWidth(n, 13, 700) + 38;
    out.push(
      rect(tx, my + 88, tw, 30, "#fff", {
        r: 15,
        op: i === 0 ? 0.1 : 0.03,
        stroke: "#fff",
        sop: i === 0 ? 0.16 : 0.06,
      }) +
        text(tx + 14, my + 108, t, { size: 13, weight: 600, fill: i === 0 ? BASE.text : BASE.muted }) +
        text(tx + tw - 14, my + 108, n, { size: 13, weight: 700, fill: i === 1 ? AMBER : BASE.muted, anchor: "end" }),
    );
    return tx + tw + 8;
  }, lx0);
  const list = [
    ...ROUTES,
    {
      id: "R-31",
      driver: "Anil Jadhav",
      reg: "MH12 RB 2204",
      area: "Loading at dock 3",
      done: 0,
      total: 10,
      eta: "19:05",
      status: "Loading",
      idle: true,
    },
  ];
  list.forEach((r, i) => {
    const ry = my + 136 + i * 124;
    const col = r.idle ? BASE.muted : colors[i];
    const sel = i === 0;
    out.push(
      rect(lx0 - 8, ry, lw + 16, 112, sel ? col : "#fff", {
        r: 14,
        op: sel ? 0.08 : 0.03,
        stroke: sel ? col : "#fff",
        sop: sel ? 0.45 : 0.06,
      }),
    );
    out.push(
      rect(lx0 + 6, ry + 18, 4, 30, col, { r: 2 }) +
        text(lx0 + 22, ry + 31, `${r.id} · ${r.driver}`, { size: 15, weight: 700 }) +
        text(lx0 + 22, ry + 52, `${r.reg} · ${r.area}`, { size: 12.5, fill: BASE.muted }),
    );
    const stc = r.late ? AMBER : r.idle ? BASE.muted : c.a1;
    const stw = textWidth(r.status, 12, 700) + 24;
    out.push(
      rect(lx0 + lw - stw, ry + 14, stw, 24, stc, { r: 12, op: 0.15 }) +
        text(lx0 + lw - stw / 2, ry + 31, r.status, { size: 12, weight: 700, fill: stc, anchor: "middle" }),
    );
    out.push(
      rect(lx0 + 22, ry + 74, lw - 140, 6, "#fff", { r: 3, op: 0.08 }) +
        (r.done ? rect(lx0 + 22, ry + 74, (lw - 140) * (r.done / r.total), 6, r.late ? AMBER : col, { r: 3 }) : ""),
    );
    out.push(
      text(lx0 + 22, ry + 100, `${r.done} / ${r.total} stops`, { size: 12.5, fill: BASE.muted }) +
        text(lx0 + lw, ry + 100, `ETA ${r.eta}`, { size: 14, weight: 700, anchor: "end" }),
    );
  });
  out.push(button(c, lx0, y0 + H - 70, lw, 46, { label: "Re-optimise remaining stops" }));
  return out.join("");
}
