// Twelve abstract UI motifs for feature images (drawn around the origin, scaled up to fill 4:3 frames).
import { BASE, mix } from "../lib/palette.mjs";
import { panel, lines, text, rect, dot, toggle, lineChart, ring, statCard, button, chip, avatar } from "../lib/ui.mjs";
import { glyph } from "../lib/glyphs.mjs";
import { FEATURE_MOTIFS } from "./feature-motifs.mjs";

const M = {
  settings(c) {
    const out = [
      panel(c, -330, -250, 660, 500, { r: 24, glowColor: c.a1 }),
      text(-290, -190, "Preferences", { size: 26, weight: 700 }),
    ];
    ["bell", "lock", "globe", "layers"].forEach((g, i) => {
      const y = -140 + i * 78;
      out.push(
        rect(-290, y, 44, 44, i % 2 ? c.a2 : c.a1, { r: 12, op: 0.15 }) +
          glyph(g, -268, y + 22, 22, i % 2 ? c.a2 : c.a1) +
          lines(-226, y + 10, [200, 130], { h: 8, gap: 10 }) +
          toggle(c, 230, y + 10, i !== 2),
      );
    });
    out.push(
      rect(-290, 190, 580, 8, "#fff", { r: 4, op: 0.08 }) +
        rect(-290, 190, 380, 8, c.lin(c.a1, c.a2, { x2: 1, y2: 0 }), { r: 4 }) +
        dot(90, 194, 13, "#fff"),
    );
    return out.join("");
  },
  analytics(c) {
    return (
      panel(c, -380, -230, 640, 420, { r: 24, glowColor: c.a1 }) +
      text(-340, -170, "Growth", { size: 22, weight: 700 }) +
      text(-340, -120, "+38.2%", { size: 44, weight: 700, fill: c.a1, ls: -1 }) +
      lineChart(c, -340, -70, 560, 220, { n: 10, width: 4 }) +
      statCard(c, 120, 80, 300, 190, { value: "12.4k", color: c.a2, label: "Active users" })
    );
  },
  rings(c) {
    return (
      panel(c, -360, -250, 720, 500, { r: 24, glowColor: c.a2 }) +
      ring(c, -130, 0, 150, 0.82, { width: 24 }) +
      ring(c, -130, 0, 108, 0.64, { width: 24, color: c.a2, color2: mix(c.a2, "#fff", 0.3) }) +
      ring(c, -130, 0, 66, 0.9, { width: 24, color: mix(c.a1, c.a2, 0.5), color2: c.a1 }) +
      [
        [c.a1, "82%"],
        [c.a2, "64%"],
        [mix(c.a1, c.a2, 0.5), "90%"],
      ]
        .map(
          ([col, v], i) =>
            dot(90, -80 + i * 80, 8, col) +
            text(112, -70 + i * 80, v, { size: 28, weight: 700 }) +
            lines(200, -80 + i * 80, [100], { h: 8 }),
        )
        .join("")
    );
  },
  code(c) {
    const out = [
      panel(c, -380, -260, 760, 520, { r: 22, glowColor: c.a1 }),
      `<path d="M-380 -206H380" stroke="#fff" stroke-opacity="0.07"/>`,
    ];
    ["#ff5f57", "#febc2e", "#28c840"].forEach((col, i) => out.push(dot(-350 + i * 20, -233, 6, col, 0.7)));
    out.push(
      rect(-270, -250, 150, 36, "#fff", { r: 8, op: 0.05 }) +
        text(-254, -226, "agent.ts", { size: 14, mono: true, fill: BASE.muted }),
    );
    const toks = [
      [
        [60, 1],
        [120, 0],
        [80, 2],
      ],
      [
        [40, 0],
        [200, 3],
      ],
      [
        [90, 1],
        [60, 0],
        [140, 2],
      ],
      [
        [30, 3],
        [220, 0],
      ],
      [
        [120, 2],
        [90, 1],
      ],
      [
        [60, 0],
        [60, 3],
        [160, 0],
      ],
      [[200, 1]],
      [
        [50, 0],
        [130, 2],
        [70, 3],
      ],
      [
        [90, 3],
        [100, 0],
      ],
    ];
    const cols = [BASE.muted, c.a1, c.a2, mix(c.a1, "#ffffff", 0.5)];
    toks.forEach((row, i) => {
      const y = -168 + i * 44;
      out.push(text(-344, y + 9, String(i + 1), { size: 13, mono: true, fill: BASE.dim, anchor: "end" }));
      let x = -310 + (i % 3 === 2 ? 36 : 0) + (i > 5 ? 36 : 0);
      row.forEach(([w, k]) => {
        out.push(rect(x, y, w, 11, cols[k], { r: 5.5, op: k ? 0.85 : 0.35 }));
        x += w + 12;
      });
    });
    out.push(rect(-320, -168 + 4 * 44 - 14, 680, 40, c.a1, { r: 8, op: 0.07 }));
    return out.join("");
  },
  security(c) {
    const out = [glyph("shield", -180, -10, 300, c.a1, { width: 3, op: 0.3 })];
    const g = c.lin(c.a1, c.a2);
    out.push(
      `<path d="M-180 -150l110 40v80c0 70-48 120-110 150c-62-30-110-80-110-150v-80z" fill="${g}" fill-opacity="0.9"/><path d="M-225 -15l32 32l62 -66" fill="none" stroke="#061018" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    out.push(
      panel(c, 20, -190, 380, 380, { r: 22, glowColor: c.a2 }) +
        text(56, -136, "Security checks", { size: 20, weight: 700 }),
    );
    ["Encryption at rest", "SSO · SAML", "Audit log", "OWASP scan"].forEach((t, i) =>
      out.push(
        dot(70, -80 + i * 66, 14, c.a1, 0.18) +
          `<path d="M63 ${-80 + i * 66}l5 5l9 -10" fill="none" stroke="${c.a1}" stroke-width="2.6" stroke-linecap="round"/>` +
          text(98, -75 + i * 66, t, { size: 16, op: 0.9 }),
      ),
    );
    return out.join("");
  },
  stack(c) {
    const out = [];
    [
      [-80, -230, 0.35],
      [-40, -190, 0.6],
    ].forEach(([x, y, op]) =>
      out.push(
        `<g opacity="${op}">${panel(c, x - 250, y, 580, 380, { r: 24, fill: BASE.surface2, shadow: false })}</g>`,
      ),
    );
    out.push(
      panel(c, -290, -150, 580, 400, { r: 24, glowColor: c.a1 }) +
        rect(-260, -120, 520, 180, c.lin(mix(c.a1, BASE.bg, 0.3), mix(c.a2, BASE.bg, 0.4)), { r: 18 }),
    );
    out.push(
      `<circle cx="-160" cy="-30" r="50" fill="#fff" fill-opacity="0.15"/><path d="M-260 60L-120 -40L0 40L90 -20L260 60Z" fill="#fff" fill-opacity="0.1"/>`,
    );
    out.push(lines(-260, 90, [300, 420, 200], { h: 10, gap: 14 }) + button(c, 130, 180, 130, 42));
    return out.join("");
  },
  search(c) {
    const out = [
      panel(c, -380, -210, 760, 84, { r: 42, glowColor: c.a1, border: 0.2 }),
      glyph("search", -330, -168, 30, c.a1, { width: 2.5 }),
      text(-294, -158, "Search projects, people, docs…", { size: 22, fill: BASE.muted }),
    ];
    out.push(
      rect(268, -190, 76, 44, "#fff", { r: 12, op: 0.06 }) +
        text(306, -161, "⌘K", { size: 16, weight: 700, anchor: "middle", fill: BASE.muted }),
    );
    out.push(panel(c, -380, -100, 760, 330, { r: 22 }));
    ["doc", "user", "layers", "code"].forEach((g, i) => {
      const y = -80 + i * 76;
      if (i === 1) out.push(rect(-364, y - 4, 728, 68, c.a1, { r: 14, op: 0.1 }));
      out.push(
        rect(-344, y + 8, 44, 44, i === 1 ? c.a1 : "#fff", { r: 12, op: i === 1 ? 0.2 : 0.06 }) +
          glyph(g, -322, y + 30, 22, i === 1 ? c.a1 : BASE.muted) +
          lines(-280, y + 16, [220 - i * 20, 140], { h: 9, gap: 10 }) +
          (i === 1 ? chip(c, 240, y + 18, 100, c.a1) : ""),
      );
    });
    return out.join("");
  },
  timeline(c) {
    const out = [
      `<path d="M-250 -220V230" stroke="#fff" stroke-opacity="0.1" stroke-width="3"/><path d="M-250 -220V30" stroke="${c.a1}" stroke-width="3"/>`,
    ];
    // a course plan (the education fallback): module, what it holds or how it went, and its week
    [
      ["Foundations", "6 lessons · quiz 9/10"],
      ["User research", "Interview study · graded A"],
      ["Prototyping", "Lesson 3 of 5 · due Friday"],
      ["Capstone project", "Mentor review · certificate"],
    ].forEach(([t, sub], i) => {
      const y = -200 + i * 140;
      const done = i < 2;
      const act = i === 2;
      out.push(
        dot(-250, y, act ? 22 : 14, act ? c.a2 : done ? c.a1 : BASE.surface3, act ? 0.25 : 1) +
          (act ? dot(-250, y, 11, c.a2) : "") +
          (done
            ? `<path d="M-256 ${y}l4 4l8 -9" fill="none" stroke="#061018" stroke-width="2.5" stroke-linecap="round"/>`
            : ""),
      );
      out.push(
        panel(c, -200, y - 50, 500, 100, {
          r: 18,
          fill: act ? BASE.surface3 : BASE.surface2,
          glowColor: act ? c.a2 : null,
          shadow: act,
        }) +
          text(-172, y - 6, t, { size: 20, weight: 700 }) +
          text(-172, y + 20, sub, { size: 15, fill: act ? BASE.text : BASE.muted, op: act ? 0.85 : 1 }) +
          text(270, y - 6, `Week ${i * 3 + 1}`, { size: 14, fill: act ? c.a2 : BASE.muted, anchor: "end" }),
      );
    });
    return out.join("");
  },
  calendar(c) {
    const out = [
      panel(c, -340, -270, 680, 540, { r: 24, glowColor: c.a1 }),
      text(-300, -210, "March", { size: 26, weight: 700 }),
    ];
    out.push(dot(240, -218, 18, "#fff", 0.06) + dot(290, -218, 18, "#fff", 0.06));
    ["M", "T", "W", "T", "F", "S", "S"].forEach((d, i) =>
      out.push(text(-270 + i * 90, -150, d, { size: 14, weight: 700, fill: BASE.muted, anchor: "middle" })),
    );
    for (let k = 0; k < 35; k++) {
      const x = -270 + (k % 7) * 90;
      const y = -100 + Math.floor(k / 7) * 72;
      const sel = k >= 16 && k <= 18;
      if (sel) out.push(rect(x - 36, y - 28, 72, 50, k === 16 ? c.a1 : c.a1, { r: 14, op: k === 16 ? 1 : 0.2 }));
      out.push(
        text(x, y + 5, String((k % 31) + 1), {
          size: 17,
          weight: sel ? 700 : 400,
          anchor: "middle",
          fill: k === 16 ? "#061018" : BASE.text,
          op: k % 7 > 4 ? 0.5 : 0.85,
        }),
      );
      if (k === 23 || k === 9) out.push(dot(x, y + 18, 3.5, c.a2));
    }
    return out.join("");
  },
  map(c) {
    const out = [panel(c, -400, -260, 800, 520, { r: 24, fill: "#0b1220", glowColor: c.a1 })];
    const cid = c.uid("mc");
    c.def(`<clipPath id="${cid}"><rect x="-400" y="-260" width="800" height="520" rx="24"/></clipPath>`);
    const roads = [];
    for (let i = 0; i < 9; i++)
      roads.push(
        `<path d="M-420 ${-240 + i * 60}L420 ${-300 + i * 75}" stroke="#fff" stroke-opacity="${i % 3 ? 0.04 : 0.08}" stroke-width="${i % 3 ? 4 : 12}"/><path d="M${-380 + i * 95} -280L${-330 + i * 90} 280" stroke="#fff" stroke-opacity="0.04" stroke-width="4"/>`,
      );
    out.push(
      `<g clip-path="url(#${cid})">${roads.join("")}<circle cx="60" cy="20" r="150" fill="${c.a1}" fill-opacity="0.06"/></g>`,
    );
    [
      [-200, -80, c.a2],
      [60, 20, c.a1],
      [220, -140, c.a2],
      [-60, 150, c.a2],
    ].forEach(([x, y, col], i) =>
      out.push(
        dot(x, y + 4, 10, "#000", 0.3) +
          glyph("pin", x, y - 22, i === 1 ? 64 : 40, col, { width: 2.5 }) +
          dot(x, y - 26, i === 1 ? 8 : 5, col),
      ),
    );
    out.push(
      panel(c, 110, 60, 260, 120, { r: 18, fill: BASE.surface3 }) +
        avatar(c, 150, 100, 20, c.a1) +
        text(182, 97, "Studio HQ", { size: 16, weight: 700 }) +
        text(182, 117, "2.4 km away", { size: 13, fill: BASE.muted }) +
        button(c, 130, 134, 220, 32),
    );
    return out.join("");
  },
  kanban(c) {
    const out = [];
    ["To do", "In progress", "Done"].forEach((t, i) => {
      const x = -420 + i * 285;
      out.push(
        panel(c, x, -260, 270, 520, { r: 20, fill: BASE.surface, shadow: i === 1 }) +
          text(x + 22, -220, t, { size: 17, weight: 700 }) +
          rect(x + 222, -236, 30, 22, "#fff", { r: 11, op: 0.07 }),
      );
      for (let k = 0; k < 3 - (i === 2 ? 1 : 0); k++) {
        const y = -190 + k * 140;
        const col = (i + k) % 2 ? c.a2 : c.a1;
        out.push(
          panel(c, x + 14, y, 242, 124, { r: 14, fill: BASE.surface3, shadow: false }) +
            chip(c, x + 30, y + 16, 80, col, { h: 22 }) +
            lines(x + 30, y + 56, [190, 130], { h: 8, gap: 10 }) +
            avatar(c, x + 226, y + 98, 12, col),
        );
      }
    });
    return out.join("");
  },
  notifications(c) {
    const out = [];
    [
      ["check", "Deploy succeeded", c.a1],
      ["chat", "New message from Priya", c.a2],
      ["bolt", "Workflow triggered", mix(c.a1, c.a2, 0.5)],
    ].forEach(([g, t, col], i) => {
      const y = -220 + i * 150;
      const x = -330 + i * 40;
      out.push(
        panel(c, x, y, 620, 120, {
          r: 22,
          fill: i === 0 ? BASE.surface3 : BASE.surface2,
          glowColor: i === 0 ? col : null,
        }) +
          rect(x + 26, y + 30, 60, 60, col, { r: 16, op: 0.16 }) +
          glyph(g, x + 56, y + 60, 28, col) +
          text(x + 108, y + 56, t, { size: 19, weight: 700 }) +
          lines(x + 108, y + 74, [300], { h: 8 }) +
          text(x + 590, y + 44, `${i * 4 + 1}m`, { size: 13, fill: BASE.muted, anchor: "end" }),
      );
    });
    return out.join("");
  },
  payments(c) {
    const g = c.lin(c.a1, c.a2);
    const out = [
      panel(c, -60, -250, 420, 500, { r: 24, glowColor: c.a2 }) +
        text(-24, -196, "Pro plan · yearly", { size: 18, weight: 700 }) +
        text(-24, -130, "₹8,990", { size: 44, weight: 700, ls: -1 }),
    ];
    ["Subtotal", "GST 18%", "Total"].forEach((t, i) =>
      out.push(
        text(-24, -60 + i * 44, t, { size: 16, fill: i === 2 ? BASE.text : BASE.muted, weight: i === 2 ? 700 : 400 }) +
          text(324, -60 + i * 44, ["₹7,618", "₹1,372", "₹8,990"][i], {
            size: 16,
            anchor: "end",
            weight: i === 2 ? 700 : 400,
          }),
      ),
    );
    out.push(
      rect(-24, 110, 348, 56, "#ffffff", { r: 14, op: 0.95 }) +
        text(150, 146, "Apple Pay", { size: 22, weight: 700, anchor: "middle", fill: "#0b1020" }),
    );
    out.push(
      rect(-24, 180, 348, 48, c.a1, { r: 14, op: 0.16 }) +
        text(150, 210, "Google Pay", { size: 18, weight: 700, anchor: "middle", fill: c.a1 }),
    );
    out.push(
      `<g transform="rotate(-8 -230 -20)">${rect(-420, -150, 330, 210, g, { r: 22 })}${rect(-390, -100, 50, 38, "#ffffff", { r: 8, op: 0.55 })}${text(-390, 10, "•••• 4821", { size: 22, weight: 700, fill: "#061018", mono: true })}${text(-390, 40, "RECEIPT VERIFIED", { size: 12, weight: 700, fill: "#061018", op: 0.7 })}</g>`,
    );
    return out.join("");
  },
  biometric(c) {
    const out = [
      panel(c, -170, -280, 340, 560, { r: 44, glowColor: c.a1 }),
      rect(-50, -262, 100, 22, "#000", { r: 11, op: 0.5 }),
    ];
    out.push(dot(0, -60, 96, c.a1, 0.1) + dot(0, -60, 70, c.a1, 0.16));
    [60, 46, 32, 18].forEach((r, i) =>
      out.push(
        `<path d="M${-r} -60a${r} ${r} 0 0 1 ${2 * r} 0${i % 2 ? `v${12 + i * 6}` : ""}" fill="none" stroke="${i % 2 ? c.a2 : c.a1}" stroke-width="6" stroke-linecap="round"/>`,
      ),
    );
    out.push(
      text(0, 80, "Unlock with Face ID", { size: 18, weight: 700, anchor: "middle" }) +
        text(0, 108, "Keys stay in the secure enclave", { size: 13, anchor: "middle", fill: BASE.muted }),
    );
    out.push(glyph("lock", 0, 190, 40, c.a1, { width: 2.5 }));
    out.push(
      panel(c, 200, -120, 240, 200, { r: 20, fill: BASE.surface3 }) +
        text(224, -80, "Protection", { size: 16, weight: 700 }) +
        ["AES-256 storage", "Pinned TLS", "Root check"]
          .map(
            (t, i) =>
              dot(236, -38 + i * 40, 10, c.a1, 0.2) +
              `<path d="M231 ${-38 + i * 40}l4 4l7 -8" fill="none" stroke="${c.a1}" stroke-width="2.4" stroke-linecap="round"/>` +
              text(256, -33 + i * 40, t, { size: 14 }),
          )
          .join(""),
    );
    return out.join("");
  },
  sync(c) {
    const out = [
      panel(c, -400, -230, 360, 460, { r: 36, glowColor: c.a1 }) +
        text(-370, -176, "Stock count", { size: 20, weight: 700 }),
    ];
    out.push(
      rect(-370, -150, 200, 32, c.a2, { r: 16, op: 0.16 }) +
        glyph("wifi", -350, -134, 18, c.a2, { width: 2.4 }) +
        text(-330, -128, "Offline · 3 queued", { size: 13, weight: 700, fill: c.a2 }),
    );
    ["Aisle 4 · 128", "Aisle 5 · 96", "Aisle 6 · 211"].forEach((t, i) =>
      out.push(
        panel(c, -370, -96 + i * 88, 300, 72, { r: 14, fill: BASE.surface3, shadow: false }) +
          text(-346, -54 + i * 88, t, { size: 16 }) +
          dot(-100, -60 + i * 88, 7, c.a2),
      ),
    );
    out.push(
      `<path d="M-10 -20C60 -80 140 -80 200 -30" fill="none" stroke="${c.a1}" stroke-width="4" stroke-dasharray="10 10" stroke-linecap="round"/><path d="M186 -48l16 18l-22 6" fill="none" stroke="${c.a1}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    out.push(
      panel(c, 190, -140, 220, 240, { r: 22 }) +
        glyph("db", 300, -60, 70, c.a1, { width: 2.2 }) +
        text(300, 40, "Synced 14:02", { size: 15, weight: 700, anchor: "middle" }) +
        text(300, 66, "no conflicts", { size: 13, anchor: "middle", fill: BASE.muted }),
    );
    return out.join("");
  },
  release(c) {
    return (
      panel(c, -390, -240, 780, 480, { r: 24, glowColor: c.a1 }) +
      text(-350, -180, "Release 4.2 health", { size: 22, weight: 700 }) +
      text(-350, -110, "99.7%", { size: 52, weight: 700, fill: c.a1, ls: -1 }) +
      text(-350, -76, "crash-free sessions", { size: 15, fill: BASE.muted }) +
      lineChart(c, -350, -40, 420, 230, { n: 9, width: 4, trend: 0.2 }) +
      statCard(c, 110, -200, 250, 170, { value: "58%", color: c.a2, delta: "D30", label: "Retention" }) +
      statCard(c, 110, 0, 250, 170, { value: "4.8★", color: c.a1, delta: "+0.3", label: "Store rating" })
    );
  },
};

Object.assign(M, FEATURE_MOTIFS);

export function motifScene(c, name) {
  const s = Math.min(c.vw / 1000, c.vh / 700);
  return `<g transform="translate(${c.cx} ${c.cy}) scale(${s.toFixed(3)})">${M[name](c)}</g>`;
}
