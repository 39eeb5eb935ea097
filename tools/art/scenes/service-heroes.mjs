// Hero images for service pages that had borrowed another page's picture: Salesforce CRM, Speaksify, Gaming & AR/VR.
import { BASE, mix } from "../lib/palette.mjs";
import { panel, text, rect, dot, chip, avatar, button, ring } from "../lib/ui.mjs";
import { glyph } from "../lib/glyphs.mjs";
import { waveBand, voiceOrb } from "./waveform.mjs";
import { floorGrid, icosahedron } from "./mesh.mjs";

/** Salesforce CRM: an opportunity pipeline by stage, with routing and forecast callouts. */
export function crmScene(c) {
  const { cx, cy } = c;
  const w = 1300;
  const h = 760;
  const x = cx - w / 2 + 30;
  const y = cy - h / 2 + 10;
  const out = [panel(c, x, y, w, h, { r: 20, glowColor: c.a1 })];
  out.push(
    rect(x + 28, y + 26, 34, 34, c.lin(), { r: 10 }) +
      glyph("layers", x + 45, y + 43, 18, "#061018") +
      text(x + 76, y + 50, "Opportunities", { size: 22, weight: 700 }) +
      text(x + 246, y + 50, "Q4 pipeline · India West", { size: 15, fill: BASE.muted }),
  );
  out.push(
    text(x + w - 210, y + 52, "$1.84M", { size: 30, weight: 700, anchor: "end" }) +
      text(x + w - 200, y + 50, "open", { size: 14, fill: BASE.muted }) +
      button(c, x + w - 150, y + 24, 122, 38, { label: "New deal" }),
  );
  const stages = [
    [
      "Prospecting",
      "$420k",
      [
        ["Arora Textiles", "ERP rollout", "$64,000", "RK"],
        ["Vista Hotels", "Guest CRM", "$38,500", "PS"],
        ["Nimbus Labs", "Renewal", "$22,000", "AM"],
      ],
    ],
    [
      "Proposal",
      "$610k",
      [
        ["Greenleaf Foods", "Service Cloud", "$120,000", "RK"],
        ["Kotak Realty", "Lead routing", "$46,000", "SN"],
        ["Orbit Schools", "Admissions", "$31,200", "PS"],
      ],
    ],
    [
      "Negotiation",
      "$530k",
      [
        ["Metro Clinics", "Patient 360", "$210,000", "AM"],
        ["Shakti Motors", "Dealer portal", "$88,000", "SN"],
      ],
    ],
    [
      "Closed won",
      "$280k",
      [
        ["Lumen Retail", "Commerce sync", "$142,000", "RK"],
        ["Bharat Freight", "Field service", "$74,000", "PS"],
      ],
    ],
  ];
  const cw = (w - 56 - 3 * 16) / 4;
  stages.forEach(([name, total, deals], i) => {
    const sx = x + 28 + i * (cw + 16);
    const sy = y + 96;
    const won = i === 3;
    out.push(rect(sx, sy, cw, h - 124, "#fff", { r: 16, op: 0.025, stroke: "#fff", sop: 0.05 }));
    out.push(
      rect(sx, sy, cw, 6, won ? c.a2 : mix(c.a1, c.a2, i / 3), { r: 3, op: 0.9 }) +
        text(sx + 18, sy + 42, name, { size: 16, weight: 700 }) +
        text(sx + cw - 18, sy + 42, total, { size: 14, weight: 600, fill: BASE.muted, anchor: "end" }),
    );
    deals.forEach(([acct, what, amt, who], k) => {
      const dy = sy + 64 + k * 148;
      out.push(
        panel(c, sx + 12, dy, cw - 24, 134, {
          r: 14,
          fill: k === 0 && i === 2 ? BASE.surface3 : BASE.surface2,
          shadow: false,
          glowColor: k === 0 && i === 2 ? c.a1 : null,
        }),
      );
      out.push(
        text(sx + 30, dy + 34, acct, { size: 15, weight: 700 }) +
          text(sx + 30, dy + 56, what, { size: 13, fill: BASE.muted }) +
          text(sx + 30, dy + 100, amt, { size: 20, weight: 700 }),
      );
      out.push(
        dot(sx + cw - 46, dy + 94, 16, k % 2 ? c.a2 : c.a1, 0.25) +
          text(sx + cw - 46, dy + 99, who, { size: 11, weight: 700, anchor: "middle", fill: k % 2 ? c.a2 : c.a1 }),
      );
      if (won) out.push(chip(c, sx + cw - 112, dy + 18, 82, c.a2, { h: 24, label: "Won" }));
    });
  });
  out.push(
    panel(c, x - 90, y + h - 190, 330, 120, { r: 18, fill: BASE.surface3, glowColor: c.a2 }) +
      rect(x - 66, y + h - 164, 44, 44, c.a2, { r: 12, op: 0.18 }) +
      glyph("bolt", x - 44, y + h - 142, 22, c.a2) +
      text(x - 8, y + h - 146, "Routing rule fired", { size: 15, weight: 700 }) +
      text(x - 8, y + h - 124, "New web lead → Riya K. (West)", { size: 13, fill: BASE.muted }) +
      text(x - 8, y + h - 100, "Assigned in 4 s", { size: 13, fill: c.a2 }),
  );
  out.push(
    panel(c, x + w - 190, y + h - 110, 260, 100, { r: 18, fill: BASE.surface3, glowColor: c.a1 }) +
      ring(c, x + w - 140, y + h - 60, 28, 0.92, { width: 7 }) +
      text(x + w - 98, y + h - 66, "Forecast 92%", { size: 15, weight: 700 }) +
      text(x + w - 98, y + h - 44, "of Q4 commit", { size: 13, fill: BASE.muted }),
  );
  return out.join("");
}

/** Speaksify: the live console, a call in progress and the outcomes of today's calls. */
export function speaksifyScene(c) {
  const { cx, cy } = c;
  const out = [waveBand(c, 60, c.vw - 60, cy + 40, 260, { n: 96, seed: 4, gap: 0 })];
  const x = cx - 640;
  const y = cy - 360;
  out.push(panel(c, x, y, 470, 720, { r: 24, fill: BASE.surface, glowColor: c.a1 }));
  out.push(
    rect(x + 28, y + 28, 32, 32, c.lin(), { r: 9 }) +
      glyph("mic", x + 44, y + 44, 18, "#061018") +
      text(x + 72, y + 52, "Speaksify", { size: 20, weight: 700 }) +
      chip(c, x + 330, y + 30, 112, "#22c55e", { h: 28, label: "Live" }),
  );
  out.push(voiceOrb(c, x + 235, y + 240, 78));
  out.push(
    text(x + 235, y + 410, "Calling Rahul Verma", { size: 22, weight: 700, anchor: "middle" }) +
      text(x + 235, y + 438, "Web enquiry · 2BHK, Baner · 00:18", { size: 14, fill: BASE.muted, anchor: "middle" }),
  );
  [
    ["Budget", "₹95L–1.1Cr"],
    ["Timeline", "3 months"],
    ["Intent", "Site visit"],
  ].forEach(([k, v], i) =>
    out.push(
      rect(x + 28, y + 476 + i * 58, 414, 48, "#fff", { r: 12, op: 0.04 }) +
        text(x + 48, y + 506 + i * 58, k, { size: 14, fill: BASE.muted }) +
        text(x + 422, y + 506 + i * 58, v, { size: 14, weight: 700, anchor: "end" }),
    ),
  );
  out.push(button(c, x + 28, y + 652, 414, 44, { label: "Hand over to an agent", ghost: true }));
  const tx = cx - 120;
  const ty = cy - 300;
  out.push(
    panel(c, tx, ty, 740, 470, { r: 22, fill: BASE.surface2, glowColor: c.a2 }) +
      text(tx + 30, ty + 48, "Today's calls", { size: 20, weight: 700 }) +
      text(tx + 710, ty + 48, "412 leads · median first call 24 s", { size: 14, fill: BASE.muted, anchor: "end" }),
  );
  const calls = [
    ["Ananya Shah", "09:02", "Qualified · visit Thu 3 pm", c.a1],
    ["Vikram Rao", "09:14", "Booked demo · Fri 11 am", c.a1],
    ["Meera Pillai", "09:31", "Voicemail · retry 17:00", "#94a3b8"],
    ["Karan Malhotra", "09:47", "Not interested · closed", c.a2],
    ["Sana Qureshi", "10:05", "Qualified · sent brochure", c.a1],
  ];
  calls.forEach(([n, t, o, col], i) => {
    const ry = ty + 80 + i * 72;
    out.push(
      `<path d="M${tx + 24} ${ry}H${tx + 716}" stroke="#fff" stroke-opacity="0.05"/>` +
        avatar(c, tx + 56, ry + 36, 20, i % 2 ? c.a2 : c.a1) +
        text(tx + 90, ry + 32, n, { size: 16, weight: 600 }) +
        text(tx + 90, ry + 54, `Called ${t} · 1m ${20 + i * 7}s`, { size: 13, fill: BASE.muted }),
    );
    out.push(
      rect(tx + 420, ry + 20, 290, 32, col, { r: 16, op: 0.14 }) +
        dot(tx + 440, ry + 36, 4.5, col) +
        text(tx + 454, ry + 41, o, { size: 13.5, weight: 600, fill: col }),
    );
  });
  out.push(
    panel(c, tx + 360, cy + 200, 380, 130, { r: 20, fill: BASE.surface3 }) +
      text(tx + 388, cy + 238, "Meetings booked today", { size: 14, fill: BASE.muted }) +
      text(tx + 388, cy + 294, "37", { size: 44, weight: 700 }) +
      chip(c, tx + 470, cy + 266, 150, c.a1, { label: "+18 vs. Monday" }),
  );
  return out.join("");
}

/** Gaming & AR/VR: an engine viewport with a play-test HUD, and the builds it ships to. */
export function playScene(c) {
  const { cx, cy } = c;
  const x = cx - 700;
  const y = cy - 340;
  const w = 960;
  const h = 620;
  const out = [panel(c, x, y, w, h, { r: 20, fill: "#0a0e18", glowColor: c.a1 })];
  const cid = c.uid("vp");
  c.def(
    `<clipPath id="${cid}"><rect x="${x + 14}" y="${y + 56}" width="${w - 28}" height="${h - 70}" rx="12"/></clipPath>`,
  );
  out.push(
    text(x + 26, y + 36, "Skyforge · Play mode", { size: 15, weight: 700 }) +
      ["Scene", "Game", "XR preview"]
        .map(
          (t, i) =>
            rect(x + 300 + i * 120, y + 16, 110, 28, "#fff", { r: 8, op: i === 2 ? 0.12 : 0.04 }) +
            text(x + 355 + i * 120, y + 35, t, {
              size: 13,
              weight: i === 2 ? 700 : 400,
              anchor: "middle",
              fill: i === 2 ? c.a1 : BASE.muted,
            }),
        )
        .join(""),
  );
  const sub = { ...c, cx: x + w / 2, vw: x + w, vh: y + h };
  const world =
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.lin(mix(c.a2, BASE.bg, 0.75), BASE.bg, { x1: 0, y1: 0, x2: 0, y2: 1 })}"/>` +
    floorGrid(sub, y + 330, { rows: 12, cols: 22 }) +
    icosahedron(c, x + w / 2 + 40, y + 250, 130, { ax: 0.7, ay: 1.9 });
  out.push(`<g clip-path="url(#${cid})">${world}</g>`);
  out.push(
    `<circle cx="${x + w / 2}" cy="${y + 330}" r="14" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/>` +
      dot(x + w / 2, y + 330, 2.5, "#fff"),
  );
  out.push(
    text(x + 40, y + 100, "WAVE 3 / 5", { size: 13, weight: 700, fill: BASE.muted, ls: 2 }) +
      text(x + 40, y + 140, "128,450", { size: 32, weight: 700 }),
  );
  out.push(
    rect(x + 40, y + h - 60, 260, 10, "#fff", { r: 5, op: 0.12 }) +
      rect(x + 40, y + h - 60, 190, 10, c.lin(c.a1, c.a2, { x2: 1, y2: 0 }), { r: 5 }) +
      text(x + 40, y + h - 72, "Shield", { size: 12.5, fill: BASE.muted }),
  );
  out.push(
    rect(x + w - 200, y + 80, 170, 34, "#000", { r: 10, op: 0.45 }) +
      text(x + w - 115, y + 102, "90 fps · 11.1 ms", { size: 13, weight: 700, fill: c.a1, anchor: "middle" }),
  );
  const px = cx + 300;
  out.push(
    panel(c, px, y + 40, 380, 440, { r: 22, fill: BASE.surface2, glowColor: c.a2 }) +
      text(px + 28, y + 88, "Builds", { size: 20, weight: 700 }) +
      text(px + 352, y + 88, "v0.9.4", { size: 14, fill: BASE.muted, anchor: "end", mono: true }),
  );
  [
    ["Meta Quest 3", "90 fps · passed", "cpu"],
    ["Apple Vision Pro", "visionOS · passed", "globe"],
    ["PlayStation 5", "4K · 60 fps", "play"],
    ["iOS & Android", "store review", "layers"],
    ["WebXR", "Chrome · Safari", "code"],
  ].forEach(([t, s, g], i) => {
    const ry = y + 116 + i * 70;
    out.push(
      rect(px + 20, ry, 340, 58, "#fff", { r: 14, op: 0.04 }) +
        rect(px + 32, ry + 11, 36, 36, i % 2 ? c.a2 : c.a1, { r: 10, op: 0.18 }) +
        glyph(g, px + 50, ry + 29, 18, i % 2 ? c.a2 : c.a1) +
        text(px + 82, ry + 26, t, { size: 15, weight: 700 }) +
        text(px + 82, ry + 46, s, { size: 12.5, fill: BASE.muted }) +
        (i < 2
          ? `<path d="M${px + 330} ${ry + 29}l5 5l9 -10" fill="none" stroke="#22c55e" stroke-width="2.6" stroke-linecap="round"/>`
          : dot(px + 336, ry + 29, 5, c.a2)),
    );
  });
  out.push(chip(c, px + 20, y + 520, 230, c.a1, { h: 34, label: "Hand tracking · 6DoF" }));
  return out.join("");
}
