// Voice / AI calling: mirrored waveform band, voice orb, call phone and live transcript.
import { BASE, mix } from "../lib/palette.mjs";
import { panel, text, rect, dot, chip, avatar } from "../lib/ui.mjs";
import { phone } from "./phone.mjs";

/** Mirrored bar waveform between x0..x1 centred on y, fading at both ends. */
export function waveBand(c, x0, x1, y, amp, { n = 90, seed = 0, bar = 7, gap = 0 } = {}) {
  const out = [];
  const gid = c.uid("wg");
  c.def(
    `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="${x0}" y1="0" x2="${x1}" y2="0"><stop offset="0" stop-color="${c.a1}"/><stop offset="1" stop-color="${c.a2}"/></linearGradient>`,
  );
  const k1 = 3 + (seed % 3);
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const env = Math.sin(Math.PI * t) ** 1.4;
    const v = Math.abs(
      Math.sin(t * k1 * Math.PI + seed) * 0.6 + Math.sin(t * 23.7 + seed * 2) * 0.3 + Math.sin(t * 61 + seed) * 0.18,
    );
    const hgt = Math.max(bar, env * (0.25 + v) * amp);
    const bx = x0 + t * (x1 - x0);
    if (gap && Math.abs(bx - (x0 + x1) / 2) < gap) continue;
    out.push(
      `<rect x="${(bx - bar / 2).toFixed(1)}" y="${(y - hgt / 2).toFixed(1)}" width="${bar}" height="${hgt.toFixed(1)}" rx="${bar / 2}" fill="url(#${gid})" fill-opacity="${(0.35 + 0.65 * env).toFixed(2)}"/>`,
    );
  }
  return out.join("");
}

/** Concentric glowing orb with radial bars. */
export function voiceOrb(c, cx, cy, r) {
  const out = [];
  const gid = c.uid("orb");
  c.def(
    `<radialGradient id="${gid}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${mix(c.a1, "#ffffff", 0.35)}"/><stop offset="0.45" stop-color="${c.a1}"/><stop offset="1" stop-color="${c.a2}"/></radialGradient>`,
  );
  [2.1, 1.7, 1.38].forEach((k, i) =>
    out.push(
      `<circle cx="${cx}" cy="${cy}" r="${r * k}" fill="none" stroke="${c.a1}" stroke-opacity="${0.08 + i * 0.06}" stroke-width="1.5"/>`,
    ),
  );
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    const len = r * (0.12 + 0.22 * Math.abs(Math.sin(i * 0.7) * Math.cos(i * 0.23)));
    const r0 = r * 1.12;
    out.push(
      `<path d="M${(cx + Math.cos(a) * r0).toFixed(1)} ${(cy + Math.sin(a) * r0).toFixed(1)}L${(cx + Math.cos(a) * (r0 + len)).toFixed(1)} ${(cy + Math.sin(a) * (r0 + len)).toFixed(1)}" stroke="${i % 2 ? c.a2 : c.a1}" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round"/>`,
    );
  }
  out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${gid})"/>`);
  out.push(
    `<ellipse cx="${cx - r * 0.25}" cy="${cy - r * 0.35}" rx="${r * 0.45}" ry="${r * 0.25}" fill="#fff" fill-opacity="0.12"/>`,
  );
  return out.join("");
}

/** Transcript card with speaker turns. */
function transcript(c, x, y, w, h) {
  const out = [panel(c, x, y, w, h, { r: 20, fill: BASE.surface2, glowColor: c.a2 })];
  out.push(
    text(x + 28, y + 44, "Live transcript", { size: 17, weight: 700 }) +
      dot(x + w - 90, y + 38, 5, "#ef4444") +
      text(x + w - 78, y + 43, "REC", { size: 12, weight: 700, fill: "#ef4444" }),
  );
  const turns = [
    [
      1,
      "AI",
      [
        "Hi Rahul, this is Maya from Skyline Homes. You asked",
        "about a 2BHK in Baner a minute ago. Is now a good time?",
      ],
    ],
    [0, "Lead", ["Yes, go ahead. What is the possession date?"]],
    [1, "AI", ["Tower B is ready to move in by March. Would a site", "visit this Thursday at 3 pm work for you?"]],
    [0, "Lead", ["Thursday at 3 works. Send me the location."]],
  ];
  let yy = y + 78;
  for (const [ai, who, rows] of turns) {
    const bh = 30 + rows.length * 20;
    if (yy + bh > y + h - 70) break;
    out.push(
      rect(x + 28, yy, 36, 20, ai ? c.a1 : "#fff", { r: 6, op: ai ? 0.18 : 0.08 }) +
        text(x + 46, yy + 14.5, who, { size: 11, weight: 700, anchor: "middle", fill: ai ? c.a1 : BASE.muted }),
    );
    rows.forEach((t, i) =>
      out.push(text(x + 78, yy + 15 + i * 20, t, { size: 14, fill: ai ? BASE.text : BASE.muted, op: ai ? 0.92 : 1 })),
    );
    yy += bh;
  }
  out.push(`<path d="M${x + 20} ${y + h - 62}H${x + w - 20}" stroke="#fff" stroke-opacity="0.06"/>`);
  out.push(
    chip(c, x + 28, y + h - 44, 150, c.a1, { label: "Lead qualified" }) +
      chip(c, x + 190, y + h - 44, 130, c.a2, { label: "Booked 3pm" }),
  );
  return out.join("");
}

export function voiceScene(c, { layout = "call" } = {}) {
  const { cx, cy, vw } = c;
  const out = [];
  if (layout === "orb") {
    out.push(waveBand(c, 80, vw - 80, cy, 360, { n: 110, seed: c.rng.int(0, 9), gap: 230 }));
    out.push(voiceOrb(c, cx, cy, 120));
    out.push(
      panel(c, cx + 260, cy - 330, 300, 84, { r: 18, fill: BASE.surface2 }) +
        avatar(c, cx + 302, cy - 288, 22, c.a1) +
        text(cx + 338, cy - 292, "Calling…", { size: 16, weight: 700 }) +
        text(cx + 338, cy - 270, "00:18", { size: 13, fill: c.a1, mono: true }),
    );
    out.push(
      panel(c, cx - 560, cy + 210, 320, 84, { r: 18, fill: BASE.surface2, glowColor: c.a2 }) +
        chip(c, cx - 536, cy + 240, 150, c.a2, { label: "Intent: demo" }) +
        text(cx - 370, cy + 259, "0.94", { size: 15, weight: 700, mono: true }),
    );
    return out.join("");
  }
  out.push(waveBand(c, 60, vw - 60, cy + 10, 300, { n: 100, seed: c.rng.int(0, 9) }));
  out.push(phone(c, cx - 520, cy - 330, 320, { screen: "call" }));
  out.push(transcript(c, cx - 80, cy - 300, 560, 470));
  out.push(
    panel(c, cx + 300, cy + 200, 300, 110, { r: 18, fill: BASE.surface3 }) +
      text(cx + 326, cy + 240, "Response time", { size: 13, fill: BASE.muted }) +
      text(cx + 326, cy + 286, "0.8 s", { size: 36, weight: 700 }) +
      chip(c, cx + 480, cy + 258, 96, c.a1, { label: "-92%" }),
  );
  return out.join("");
}
