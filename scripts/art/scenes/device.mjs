// Desktop device mock-ups: browser window with a landing page or app, and a design-tool canvas.
import { BASE, mix } from '../lib/palette.mjs';
import { copyFor } from '../lib/copy.mjs';
import { panel, lines, text, rect, dot, button, chip, lineChart, ring, avatar, listRows } from '../lib/ui.mjs';
import { dashboardContent } from './dashboard.mjs';
import { phone } from './phone.mjs';

/** Browser chrome; returns {svg, inner:{x,y,w,h}}. */
export function browserFrame(c, x, y, w, h, { url = 'kairolabs.dev', glowColor = c.a1 } = {}) {
  const bar = 52;
  const out = [panel(c, x, y, w, h, { r: 18, glowColor })];
  out.push(`<path d="M${x} ${y + bar}H${x + w}" stroke="#fff" stroke-opacity="0.07"/>`);
  ['#ff5f57', '#febc2e', '#28c840'].forEach((col, i) => out.push(dot(x + 26 + i * 20, y + bar / 2, 6, col, 0.75)));
  const uw = Math.min(420, w * 0.42);
  out.push(rect(x + w / 2 - uw / 2, y + 14, uw, 24, '#fff', { r: 12, op: 0.05 }));
  out.push(`<path d="M${x + w / 2 - uw / 2 + 16} ${y + 30}v-5a4 4 0 0 1 8 0v5" fill="none" stroke="${BASE.muted}" stroke-opacity="0.6" stroke-width="1.5"/>`);
  out.push(text(x + w / 2 - uw / 2 + 32, y + 31, url, { size: 12.5, fill: BASE.muted, op: 0.8 }));
  return { svg: out.join(''), inner: { x, y: y + bar, w, h: h - bar } };
}

/** Marketing landing page inside a frame. */
export function landingPage(c, { x, y, w, h }, { brand = 'Kairo', heading = null } = {}) {
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
    heading.forEach((ln, i) => out.push(text(x + p, hy + 86 + i * 54, ln, { size: 46, weight: 700, ls: -1.5, fill: i === heading.length - 1 ? c.lin(c.a1, c.a2, { x2: 1, y2: 0 }) : BASE.text })));
  } else {
    out.push(rect(x + p, hy + 52, colW * 0.9, 34, '#fff', { r: 10, op: 0.88 }));
    out.push(rect(x + p, hy + 100, colW * 0.7, 34, c.lin(c.a1, c.a2, { x2: 1, y2: 0 }), { r: 10 }));
  }
  const ty = hy + (heading ? 70 + heading.length * 54 : 166);
  k.body.forEach((t, i) => out.push(text(x + p, ty + 12 + i * 26, t, { size: 17, fill: BASE.muted })));
  out.push(button(c, x + p, ty + 84, 160, 44, { label: k.cta }) + button(c, x + p + 176, ty + 84, 170, 44, { ghost: true, label: k.ghost }));
  // visual on the right: layered cards over a glow
  const vx = x + w * 0.56;
  const vw = w * 0.4;
  const vy = hy - 6;
  const vh = Math.min(h - (vy - y) - 170, 330);
  out.push(rect(vx, vy, vw, vh, c.lin(mix(c.a1, BASE.bg, 0.55), mix(c.a2, BASE.bg, 0.6)), { r: 18 }));
  out.push(`<g opacity="0.9">${ring(c, vx + vw * 0.3, vy + vh * 0.5, Math.min(vw, vh) * 0.22, 0.72, { width: 14 })}</g>`);
  out.push(text(vx + vw * 0.3, vy + vh * 0.5 + 10, '72%', { size: 28, weight: 700, anchor: 'middle' }));
  out.push(panel(c, vx + vw * 0.55, vy + vh * 0.16, vw * 0.38, vh * 0.68, { r: 14, fill: BASE.surface2, shadow: false }));
  out.push(lineChart(c, vx + vw * 0.59, vy + vh * 0.4, vw * 0.3, vh * 0.36, { n: 7, gridLines: 0, width: 2.5, marker: false }));
  out.push(text(vx + vw * 0.59, vy + vh * 0.24 + 8, k.visual[0], { size: 13, weight: 700 }) + text(vx + vw * 0.59, vy + vh * 0.24 + 28, k.visual[1], { size: 11, fill: BASE.muted }));
  // feature cards row
  const fy = y + h - 150;
  if (fy > ty + 150) {
    const cw = (w - p * 2 - 32) / 3;
    [c.a1, c.a2, mix(c.a1, c.a2, 0.5)].forEach((col, i) => {
      const fx = x + p + i * (cw + 16);
      out.push(panel(c, fx, fy, cw, 118, { r: 14, fill: BASE.surface2, shadow: false }));
      out.push(rect(fx + 18, fy + 18, 34, 34, col, { r: 10, op: 0.18 }) + rect(fx + 28, fy + 28, 14, 14, col, { r: 4 }));
      out.push(text(fx + 18, fy + 78, k.features[i][0], { size: 15, weight: 700 }) + text(fx + 18, fy + 100, k.features[i][1], { size: 13, fill: BASE.muted }));
    });
  }
  return out.join('');
}

/** Service card: browser + phone + floating stat. */
export function webScene(c, { brand = 'Kairo', url, heading, page = 'landing', phoneScreen = 'list', layout = 0 } = {}) {
  const { cx, cy } = c;
  const bw = 1180;
  const bh = 740;
  const bx = cx - bw / 2 - (layout === 1 ? 0 : 70);
  const by = cy - bh / 2 + (layout === 1 ? 0 : 10);
  const fr = browserFrame(c, bx, by, bw, bh, { url: url || `${brand.toLowerCase()}.app` });
  const content = page === 'landing' ? landingPage(c, fr.inner, { brand, heading }) : dashboardContent(c, fr.inner, { brand, variant: page });
  const out = [fr.svg, `<g>${content}</g>`];
  if (layout !== 1) out.push(phone(c, bx + bw - 90, by + 250, 290, { screen: phoneScreen, brand }));
  if (layout === 0) {
    out.push(panel(c, bx - 80, by + bh - 300, 270, 150, { r: 16, fill: BASE.surface2, glowColor: c.a2 }));
    const fy = by + bh - 80;
    const who = copyFor(brand).avatarCard;
    out.push(avatar(c, bx - 38, fy - 175, 22, c.a2) + text(bx - 6, fy - 180, who[0], { size: 14, weight: 700 }) + text(bx - 6, fy - 160, who[1], { size: 12, fill: BASE.muted }));
    out.push(rect(bx - 60, fy - 130, 230, 8, '#fff', { r: 4, op: 0.08 }) + rect(bx - 60, fy - 130, 160, 8, c.lin(c.a1, c.a2, { x2: 1, y2: 0 }), { r: 4 }));
    out.push(text(bx - 60, fy - 94, who[2], { size: 14, fill: BASE.muted }));
  }
  return out.join('');
}

/** Design tool: layers, canvas with artboards and selection, properties. */
export function designScene(c, { brand = 'Canvas' } = {}) {
  const { cx, cy, rng } = c;
  const w = 1300;
  const h = 780;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const out = [panel(c, x, y, w, h, { r: 18, glowColor: c.a1 })];
  out.push(`<path d="M${x} ${y + 48}H${x + w}M${x + 230} ${y + 48}V${y + h}M${x + w - 250} ${y + 48}V${y + h}" stroke="#fff" stroke-opacity="0.07"/>`);
  ['#ff5f57', '#febc2e', '#28c840'].forEach((col, i) => out.push(dot(x + 24 + i * 18, y + 24, 5.5, col, 0.7)));
  out.push(text(x + w / 2, y + 30, `${brand} — Design system`, { size: 13, fill: BASE.muted, anchor: 'middle' }));
  for (let i = 0; i < 11; i++) {
    const ly = y + 76 + i * 34;
    const ind = [0, 1, 1, 2, 2, 1, 0, 1, 2, 2, 1][i] * 16;
    const sel = i === 3;
    if (sel) out.push(rect(x + 10, ly - 10, 210, 30, c.a1, { r: 8, op: 0.14 }));
    out.push(rect(x + 22 + ind, ly, 12, 10, sel ? c.a1 : '#fff', { r: 3, op: sel ? 1 : 0.25 }) + rect(x + 42 + ind, ly + 1, rng.range(70, 130), 8, sel ? c.a1 : '#fff', { r: 4, op: sel ? 0.7 : 0.2 }));
  }
  // canvas: dotted area
  const ax = x + 280;
  const ay = y + 100;
  out.push(text(ax, ay - 14, 'Mobile / Home', { size: 12, fill: BASE.muted }));
  out.push(rect(ax, ay, 250, 520, BASE.bg2, { r: 26, stroke: '#fff', sop: 0.12 }));
  out.push(rect(ax + 20, ay + 24, 210, 150, c.lin(mix(c.a1, BASE.bg, 0.35), mix(c.a2, BASE.bg, 0.4)), { r: 16 }));
  out.push(text(ax + 40, ay + 90, '€2,480', { size: 30, weight: 700 }) + lines(ax + 40, ay + 110, [110], { h: 8, color: '#fff', op: 0.5 }));
  out.push(listRows(c, ax + 20, ay + 196, 210, 4, { rowH: 62, trailing: false }));
  out.push(button(c, ax + 20, ay + 456, 210, 42));
  const bx = ax + 300;
  out.push(text(bx, ay - 14, 'Components', { size: 12, fill: BASE.muted }));
  out.push(rect(bx, ay, 380, 240, BASE.bg2, { r: 14, stroke: '#fff', sop: 0.12 }));
  out.push(button(c, bx + 24, ay + 26, 130, 40) + button(c, bx + 170, ay + 26, 130, 40, { ghost: true }));
  out.push(chip(c, bx + 24, ay + 90, 110, c.a1) + chip(c, bx + 146, ay + 90, 110, c.a2));
  out.push(rect(bx + 24, ay + 140, 332, 44, '#fff', { r: 10, op: 0.04, stroke: '#fff', sop: 0.14 }) + lines(bx + 40, ay + 158, [140], { h: 8 }));
  out.push(rect(bx + 24, ay + 200, 332, 6, '#fff', { r: 3, op: 0.08 }) + rect(bx + 24, ay + 200, 210, 6, c.lin(c.a1, c.a2, { x2: 1, y2: 0 }), { r: 3 }) + dot(bx + 234, ay + 203, 10, '#fff'));
  // selection around the button group
  const sx = bx + 14;
  const sy = ay + 16;
  out.push(`<rect x="${sx}" y="${sy}" width="300" height="60" fill="none" stroke="${c.a1}" stroke-width="1.5"/>`);
  [[sx, sy], [sx + 300, sy], [sx, sy + 60], [sx + 300, sy + 60]].forEach(([hx, hy]) => out.push(rect(hx - 5, hy - 5, 10, 10, '#fff', { r: 2, stroke: c.a1, sop: 1 })));
  out.push(rect(sx + 110, sy + 66, 80, 22, c.a1, { r: 6 }) + text(sx + 150, sy + 82, '300 × 60', { size: 12, weight: 700, fill: '#061018', anchor: 'middle' }));
  // palette swatches
  out.push(rect(bx, ay + 280, 380, 130, BASE.bg2, { r: 14, stroke: '#fff', sop: 0.12 }));
  [c.a1, mix(c.a1, c.a2, 0.5), c.a2, BASE.surface3, BASE.text].forEach((col, i) => out.push(rect(bx + 24 + i * 70, ay + 304, 56, 56, col, { r: 12 }) + rect(bx + 24 + i * 70, ay + 372, 46, 6, '#fff', { r: 3, op: 0.2 })));
  // collaborator cursor
  const px = bx + 250;
  const py = ay + 460;
  out.push(`<path d="M${px} ${py}l0 28l8 -7l6 13l6 -3l-6 -12l10 -1z" fill="${c.a2}" stroke="#fff" stroke-width="1.5"/>`);
  out.push(rect(px + 20, py + 26, 66, 24, c.a2, { r: 8 }) + text(px + 53, py + 43, 'Priya', { size: 12.5, weight: 700, anchor: 'middle', fill: '#fff' }));
  // properties panel
  const rx = x + w - 226;
  out.push(text(rx, y + 82, 'Fill', { size: 13, weight: 700, fill: BASE.text, op: 0.8 }));
  out.push(rect(rx, y + 96, 202, 36, '#fff', { r: 8, op: 0.05 }) + rect(rx + 8, y + 104, 20, 20, c.lin(), { r: 5 }) + text(rx + 38, y + 119, c.a1.toUpperCase(), { size: 12.5, fill: BASE.muted, mono: true }));
  ['Radius', 'Spacing', 'Opacity'].forEach((lab, i) => {
    const py2 = y + 166 + i * 70;
    out.push(text(rx, py2, lab, { size: 12.5, fill: BASE.muted }) + rect(rx, py2 + 14, 202, 6, '#fff', { r: 3, op: 0.08 }) + rect(rx, py2 + 14, rng.range(60, 180), 6, i === 0 ? c.a1 : c.a2, { r: 3, op: 0.8 }));
  });
  out.push(text(rx, y + 400, 'Typography', { size: 13, weight: 700, op: 0.8 }));
  out.push(text(rx, y + 460, 'Aa', { size: 48, weight: 700 }) + lines(rx + 80, y + 428, [100, 70, 84], { h: 7, gap: 9 }));
  out.push(text(rx, y + 530, 'Export', { size: 13, weight: 700, op: 0.8 }) + button(c, rx, y + 548, 202, 38));
  return out.join('');
}
