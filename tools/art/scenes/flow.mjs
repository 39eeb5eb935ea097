// Automation: workflow builder canvas and a logistics route map.
import { BASE } from "../lib/palette.mjs";
import { panel, text, rect, dot, chip, smoothPath, button, listRows } from "../lib/ui.mjs";
import { glyph } from "../lib/glyphs.mjs";
import { nodeCard, edge } from "./network.mjs";

const FLOWS = {
  default: [
    ["bolt", "New request", "TRIGGER", "Support inbox"],
    ["spark", "AI classify", "AI STEP", "Intent: refund · 0.96"],
    ["doc", "Extract fields", "ACTION", "Order no., amount"],
    ["user", "Update CRM", "ACTION", "HubSpot ticket"],
    ["mail", "Send reply", "ACTION", "If confidence < 0.8"],
    ["check", "Done", "OUTPUT", "Resolved in 42 s"],
  ],
};

export function flowScene(c, { flow = "default", footer = true } = {}) {
  const { cx, cy } = c;
  const f = FLOWS[flow];
  const w = 250;
  const h = 104;
  const col = [cx - 690, cx - 330, cx + 30, cx + 420];
  const nodes = [
    [col[0], cy - h / 2 - 60, 0],
    [col[1], cy - h / 2 - 60, 1],
    [col[2], cy - h / 2 - 250, 2],
    [col[2], cy - h / 2 - 60, 3],
    [col[2], cy - h / 2 + 130, 4],
    [col[3], cy - h / 2 - 60, 5],
  ];
  const out = [];
  const link = (a, b, o = {}) =>
    out.push(edge(c, nodes[a][0] + w, nodes[a][1] + h / 2 + 10, nodes[b][0], nodes[b][1] + h / 2 + 10, o));
  link(0, 1, { packet: 0.5 });
  link(1, 2, { packet: 0.7 });
  link(1, 3, { packet: 0.35 });
  link(1, 4, { dashed: true });
  link(2, 5, { packet: 0.6, color: c.a2 });
  link(3, 5, { packet: 0.25, color: c.a2 });
  nodes.forEach(([x, y, i]) => {
    const [icon, label, kind, sub] = f[i];
    const color = kind === "AI STEP" ? c.a2 : c.a1;
    out.push(
      nodeCard(c, x, y, w, h, {
        icon,
        label,
        kind,
        sub,
        color,
        done: i < 4 && i !== 4,
        glowColor: kind === "AI STEP" ? c.a2 : null,
      }),
    );
  });
  // diamond condition marker on the dashed branch
  const dx = (nodes[1][0] + w + nodes[4][0]) / 2;
  const dy = (nodes[1][1] + nodes[4][1]) / 2 + h / 2 + 10;
  out.push(
    `<rect x="${dx - 16}" y="${dy - 16}" width="32" height="32" rx="6" transform="rotate(45 ${dx} ${dy})" fill="${BASE.surface3}" stroke="${c.a2}" stroke-opacity="0.6"/>` +
      text(dx, dy + 5, "?", { size: 15, weight: 700, anchor: "middle", fill: c.a2 }),
  );
  if (footer) {
    const fx = cx - 690;
    const fy = cy + 200;
    out.push(panel(c, fx, fy, 560, 130, { r: 18, fill: BASE.surface2, glowColor: c.a1 }));
    out.push(
      text(fx + 26, fy + 40, "Runs today", { size: 13, fill: BASE.muted }) +
        text(fx + 26, fy + 90, "1,284", { size: 40, weight: 700, ls: -1 }),
    );
    out.push(
      text(fx + 220, fy + 40, "Success", { size: 13, fill: BASE.muted }) +
        text(fx + 220, fy + 90, "99.2%", { size: 40, weight: 700, ls: -1, fill: c.a1 }),
    );
    out.push(
      text(fx + 410, fy + 40, "Saved", { size: 13, fill: BASE.muted }) +
        text(fx + 410, fy + 90, "312 h", { size: 40, weight: 700, ls: -1 }),
    );
    out.push(
      panel(c, cx + 420, fy + 20, 250, 60, { r: 30, fill: BASE.surface3 }) +
        dot(cx + 452, fy + 50, 6, c.a1) +
        dot(cx + 452, fy + 50, 12, c.a1, 0.2) +
        text(cx + 474, fy + 56, "Workflow live", { size: 15, weight: 700 }),
    );
  }
  return out.join("");
}

/** Map with optimised route, numbered stops and a stop list. */
export function routeScene(c, { list = true } = {}) {
  const { cx, cy, rng } = c;
  const mw = list ? 900 : 1300;
  const mh = 720;
  const mx = cx - (list ? 700 : mw / 2);
  const my = cy - mh / 2;
  const out = [panel(c, mx, my, mw, mh, { r: 22, fill: "#0b1220", glowColor: c.a1 })];
  const cid = c.uid("mc");
  c.def(`<clipPath id="${cid}"><rect x="${mx}" y="${my}" width="${mw}" height="${mh}" rx="22"/></clipPath>`);
  const roads = [];
  for (let i = 0; i < 12; i++) {
    const y0 = my + rng.range(-100, mh + 100);
    roads.push(
      `<path d="M${mx - 20} ${y0}L${mx + mw + 20} ${y0 + rng.range(-260, 260)}" stroke="#fff" stroke-opacity="${i % 3 ? 0.03 : 0.06}" stroke-width="${i % 3 ? 4 : 12}"/>`,
    );
    const x0 = mx + rng.range(-100, mw + 100);
    roads.push(
      `<path d="M${x0} ${my - 20}L${x0 + rng.range(-200, 200)} ${my + mh + 20}" stroke="#fff" stroke-opacity="${i % 4 ? 0.03 : 0.06}" stroke-width="${i % 4 ? 4 : 12}"/>`,
    );
  }
  roads.push(
    `<path d="M${mx} ${my + mh * 0.7}C${mx + mw * 0.3} ${my + mh * 0.55} ${mx + mw * 0.5} ${my + mh} ${mx + mw} ${my + mh * 0.8}L${mx + mw} ${my + mh}L${mx} ${my + mh}Z" fill="${c.a2}" fill-opacity="0.07"/>`,
  );
  const stops = Array.from({ length: 6 }, (_, i) => [
    mx + 90 + (i / 5) * (mw - 180) + rng.range(-30, 30),
    my + mh * (i % 2 ? 0.4 : 0.56) + rng.range(-50, 50),
  ]);
  const d = smoothPath(stops);
  out.push(
    `<g clip-path="url(#${cid})">${roads.join("")}<path d="${d}" fill="none" stroke="${c.a1}" stroke-opacity="0.18" stroke-width="22" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${c.lin(c.a1, c.a2, { x2: 1, y2: 0 })}" stroke-width="6" stroke-linecap="round"/></g>`,
  );
  stops.forEach(([x, y], i) => {
    out.push(
      dot(x, y, 22, i === 2 ? c.a2 : c.a1, 0.2) +
        dot(x, y, 15, i < 3 ? c.a1 : BASE.surface3) +
        `<circle cx="${x}" cy="${y}" r="15" fill="none" stroke="#fff" stroke-opacity="${i < 3 ? 0 : 0.4}"/>` +
        text(x, y + 5, String(i + 1), { size: 14, weight: 700, anchor: "middle", fill: i < 3 ? "#061018" : BASE.text }),
    );
  });
  const [tx, ty] = stops[2];
  out.push(
    panel(c, tx - 20, ty - 120, 210, 84, { r: 14, fill: BASE.surface3 }) +
      glyph("truck", tx + 10, ty - 92, 22, c.a2) +
      text(tx + 32, ty - 86, "Van 12", { size: 14, weight: 700 }) +
      text(tx, ty - 56, "ETA 14:20 · on time", { size: 12.5, fill: BASE.muted }),
  );
  out.push(
    rect(mx + 24, my + 24, 230, 44, BASE.surface3, { r: 12, stroke: "#fff", sop: 0.1 }) +
      glyph("search", mx + 48, my + 46, 18, BASE.muted) +
      text(mx + 68, my + 51, "Pune depot · Route 14", { size: 13.5, fill: BASE.muted }),
  );
  if (list) {
    const lx = mx + mw + 40;
    const lw = 380;
    out.push(panel(c, lx, my + 40, lw, mh - 80, { r: 20, fill: BASE.surface2 }));
    out.push(
      text(lx + 26, my + 90, "Today’s stops", { size: 18, weight: 700 }) +
        chip(c, lx + lw - 120, my + 68, 94, c.a1, { label: "-18 km" }),
    );
    out.push(
      listRows(c, lx + 26, my + 116, lw - 52, 6, {
        rowH: 64,
        size: 14,
        rows: [
          ["Hinjewadi Ph. 2", "3 parcels · 13:40", "Done", "check"],
          ["Wakad Market", "1 parcel · 13:58", "Done", "check"],
          ["Baner Road", "5 parcels · 14:20", "Next", "truck"],
          ["Aundh Clinic", "Cold chain · 14:45", "14:45", "box"],
          ["Pashan Stores", "2 parcels · 15:10", "15:10", "box"],
          ["Kothrud Depot", "Return · 15:40", "15:40", "pin"],
        ],
      }),
    );
    out.push(button(c, lx + 26, my + mh - 120, lw - 52, 48, { label: "Dispatch all" }));
  }
  return out.join("");
}
