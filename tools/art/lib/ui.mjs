// Interface building blocks shared by all scenes: panels, text bars, charts, rings, chips.
import { BASE, mix } from "./palette.mjs";
import { FONT, MONO, DISPLAY } from "./svg.mjs";
import { glyph } from "./glyphs.mjs";

const f = (n) => (Math.round(n * 10) / 10).toString();

/** Soft drop shadow + accent under-glow filter ids (created once per context). */
function shadowFilter(c) {
  if (!c._shadow) {
    c._shadow = c.uid("sh");
    c.def(
      `<filter id="${c._shadow}" x="-30%" y="-30%" width="160%" height="170%"><feGaussianBlur stdDeviation="28"/></filter>`,
    );
  }
  return c._shadow;
}

/** Elevated surface: shadow, glow, gradient body, hairline border and top highlight. */
export function panel(
  c,
  x,
  y,
  w,
  h,
  { r = 18, fill = BASE.surface, glowColor = null, shadow = true, border = 0.1, body = true } = {},
) {
  const out = [];
  if (shadow)
    out.push(
      `<rect x="${f(x + 10)}" y="${f(y + 34)}" width="${f(w - 20)}" height="${f(h - 10)}" rx="${r}" fill="#000" opacity="0.55" filter="url(#${shadowFilter(c)})"/>`,
    );
  if (glowColor)
    out.push(
      `<rect x="${f(x + w * 0.1)}" y="${f(y + h * 0.2)}" width="${f(w * 0.8)}" height="${f(h * 0.8)}" rx="${r}" fill="${glowColor}" opacity="0.28" filter="url(#${shadowFilter(c)})"/>`,
    );
  if (body) {
    const g = c.lin(mix(fill, "#ffffff", 0.035), fill, { x1: 0, y1: 0, x2: 0, y2: 1 });
    out.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="${g}"/>`);
  }
  out.push(
    `<rect x="${f(x + 0.5)}" y="${f(y + 0.5)}" width="${f(w - 1)}" height="${f(h - 1)}" rx="${r}" fill="none" stroke="#fff" stroke-opacity="${border}"/>`,
  );
  if (!c._hl) {
    c._hl = c.uid("hl");
    c.def(
      `<linearGradient id="${c._hl}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    );
  }
  const hl = `url(#${c._hl})`;
  out.push(`<rect x="${f(x + r)}" y="${f(y)}" width="${f(w - 2 * r)}" height="1.2" fill="${hl}"/>`);
  return out.join("");
}

/** Anonymous grey bars, marked so tests/unit/art-copy.test.ts can keep them out of every generated image. */
const placeholder = (svg) => `<g class="placeholder">${svg}</g>`;

/** Placeholder text lines (grey bars; shipped images show real words instead). widths are in units. */
export function lines(x, y, widths, { h = 10, gap = 14, color = BASE.muted, op = 0.32 } = {}) {
  return placeholder(
    widths
      .map(
        (w, i) =>
          `<rect x="${f(x)}" y="${f(y + i * (h + gap))}" width="${f(w)}" height="${h}" rx="${h / 2}" fill="${color}" fill-opacity="${op}"/>`,
      )
      .join(""),
  );
}

/** Text in the brand faces: big bold figures and titles (28+ units) in the display face, the rest in Inter. */
export function text(
  x,
  y,
  str,
  { size = 16, weight = 400, fill = BASE.text, op = 1, anchor = "start", mono = false, ls = 0 } = {},
) {
  const esc = String(str).replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const family = mono ? MONO : weight >= 700 && size >= 28 ? DISPLAY : FONT;
  return `<text x="${f(x)}" y="${f(y)}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" fill-opacity="${op}" text-anchor="${anchor}" letter-spacing="${ls}">${esc}</text>`;
}

/** Approximate advance width of Inter text (units), for laying out runs of labels such as navigation links. */
export function textWidth(str, size = 16, weight = 400) {
  let em = 0;
  for (const ch of String(str)) {
    em += /[ijlI.,:;!|']/.test(ch)
      ? 0.26
      : /[ftr ]/.test(ch)
        ? 0.33
        : /[mwMW]/.test(ch)
          ? 0.84
          : /[A-Z]/.test(ch)
            ? 0.66
            : /[0-9]/.test(ch)
              ? 0.6
              : 0.55;
  }
  return em * size * (weight >= 600 ? 1.05 : 1);
}

export function rect(x, y, w, h, fill, { r = 8, op = 1, stroke = null, sop = 0.1 } = {}) {
  const s = stroke ? ` stroke="${stroke}" stroke-opacity="${sop}"` : "";
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="${fill}" fill-opacity="${op}"${s}/>`;
}

export function dot(cx, cy, r, fill, op = 1) {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" fill-opacity="${op}"/>`;
}

/** Catmull-Rom -> cubic bezier through points. */
export function smoothPath(pts) {
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/** Smooth line chart with gradient area, faint grid and a highlighted last point. */
export function lineChart(
  c,
  x,
  y,
  w,
  h,
  {
    n = 12,
    color = c.a1,
    color2 = c.a2,
    values = null,
    gridLines = 4,
    area = true,
    width = 3,
    marker = true,
    trend = 0.45,
  } = {},
) {
  const vals = values || c.rng.walk(n, 0.1, 0.9, 0.22).map((v, i) => v * (1 - trend) + trend * (i / (n - 1)));
  const pts = vals.map((v, i) => [x + (i / (vals.length - 1)) * w, y + h - v * h]);
  const out = [];
  for (let i = 0; i <= gridLines; i++) {
    const gy = y + (i / gridLines) * h;
    out.push(`<path d="M${f(x)} ${f(gy)}H${f(x + w)}" stroke="#fff" stroke-opacity="0.06" stroke-dasharray="4 6"/>`);
  }
  const d = smoothPath(pts);
  if (area) {
    const ag = c.lin(color, color, { x1: 0, y1: 0, x2: 0, y2: 1, o1: 0.35, o2: 0 });
    out.push(`<path d="${d}L${f(x + w)} ${f(y + h)}L${f(x)} ${f(y + h)}Z" fill="${ag}"/>`);
  }
  const sg = c.lin(color, color2, { x1: 0, y1: 0, x2: 1, y2: 0 });
  out.push(`<path d="${d}" fill="none" stroke="${sg}" stroke-width="${width}" stroke-linecap="round"/>`);
  if (marker) {
    const [lx, ly] = pts[pts.length - 3];
    out.push(
      `<path d="M${f(lx)} ${f(ly)}V${f(y + h)}" stroke="${color2}" stroke-opacity="0.35" stroke-dasharray="3 5"/>`,
    );
    out.push(
      dot(lx, ly, 12, color2, 0.2) +
        dot(lx, ly, 6, "#fff") +
        `<circle cx="${f(lx)}" cy="${f(ly)}" r="6" fill="none" stroke="${color2}" stroke-width="3"/>`,
    );
  }
  return out.join("");
}

export function barChart(c, x, y, w, h, { n = 10, color = c.a1, color2 = c.a2, gap = 0.45, highlight = -1 } = {}) {
  const vals = c.rng.walk(n, 0.25, 0.95, 0.3);
  const bw = w / (n + (n - 1) * gap);
  const hi = highlight >= 0 ? highlight : c.rng.int(n - 4, n - 1);
  const g = c.lin(color, color2, { x1: 0, y1: 0, x2: 0, y2: 1, o2: 0.5 });
  return vals
    .map((v, i) => {
      const bx = x + i * bw * (1 + gap);
      const bh = v * h;
      return i === hi
        ? rect(bx, y + h - bh, bw, bh, g, { r: Math.min(6, bw / 2) })
        : rect(bx, y + h - bh, bw, bh, i % 3 === 0 ? color : "#fff", {
            r: Math.min(6, bw / 2),
            op: i % 3 === 0 ? 0.22 : 0.09,
          });
    })
    .join("");
}

/** Progress ring with gradient stroke. */
export function ring(c, cx, cy, r, frac, { width = 10, color = c.a1, color2 = c.a2, track = 0.08 } = {}) {
  const circ = 2 * Math.PI * r;
  const g = c.lin(color, color2);
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="#fff" stroke-opacity="${track}" stroke-width="${width}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${g}" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="${f(circ * frac)} ${f(circ)}" transform="rotate(-90 ${f(cx)} ${f(cy)})"/>`
  );
}

export function chip(c, x, y, w, color, { h = 26, label = null, op = 0.16 } = {}) {
  return (
    rect(x, y, w, h, color, { r: h / 2, op }) +
    dot(x + h / 2, y + h / 2, 4, color) +
    (label
      ? text(x + h - 2, y + h / 2 + 5, label, { size: 13, fill: color, weight: 600 })
      : placeholder(rect(x + h - 2, y + h / 2 - 3, w - h - 8, 6, color, { r: 3, op: 0.6 })))
  );
}

export function button(c, x, y, w, h = 40, { label = null, ghost = false } = {}) {
  const fill = ghost ? "#fff" : c.lin(c.a1, c.a2, { x2: 1, y2: 0 });
  return (
    rect(x, y, w, h, fill, { r: h / 2, op: ghost ? 0.06 : 1, stroke: ghost ? "#fff" : null, sop: 0.14 }) +
    (label
      ? text(x + w / 2, y + h / 2 + 5, label, {
          size: 14,
          weight: 700,
          anchor: "middle",
          fill: ghost ? BASE.text : "#061018",
        })
      : placeholder(
          rect(x + w * 0.25, y + h / 2 - 4, w * 0.5, 8, ghost ? "#fff" : "#061018", { r: 4, op: ghost ? 0.5 : 0.6 }),
        ))
  );
}

export function toggle(c, x, y, on = true) {
  return (
    rect(x, y, 44, 24, on ? c.a1 : "#fff", { r: 12, op: on ? 0.9 : 0.12 }) +
    dot(on ? x + 32 : x + 12, y + 12, 9, on ? "#061018" : "#fff", on ? 0.85 : 0.6)
  );
}

export function avatar(c, cx, cy, r, color = c.a1) {
  const g = c.lin(color, mix(color, BASE.bg, 0.5));
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${g}"/><circle cx="${f(cx)}" cy="${f(cy - r * 0.18)}" r="${f(r * 0.32)}" fill="#fff" fill-opacity="0.55"/><path d="M${f(cx - r * 0.55)} ${f(cy + r * 0.62)}a${f(r * 0.55)} ${f(r * 0.42)} 0 0 1 ${f(r * 1.1)} 0" fill="#fff" fill-opacity="0.55"/>`;
}

/** Generic list rows: avatar/icon dot, two text bars, trailing value pill. */
export function listRows(
  c,
  x,
  y,
  w,
  n,
  { rowH = 56, colors = [c.a1, c.a2], trailing = true, rows = null, size = 14 } = {},
) {
  const out = [];
  const count = rows ? Math.min(n, rows.length) : n; // real rows are never repeated
  for (let i = 0; i < count; i++) {
    const ry = y + i * rowH;
    const col = colors[i % colors.length];
    const row = rows?.[i];
    out.push(
      rect(x, ry + 8, 40, 40, col, { r: 12, op: 0.16 }) +
        (row?.[3]
          ? glyph(row[3], x + 20, ry + 28, 22, col)
          : placeholder(rect(x + 12, ry + 20, 16, 16, col, { r: 5, op: 0.9 }))),
    );
    if (row) {
      out.push(
        text(x + 56, ry + 24, row[0], { size, weight: 600 }) +
          text(x + 56, ry + 24 + size + 4, row[1], { size: size - 2, fill: BASE.muted }),
      );
      if (row[2])
        out.push(
          rect(x + w - row[2].length * (size * 0.55) - 20, ry + 14, row[2].length * (size * 0.55) + 20, 26, col, {
            r: 13,
            op: 0.14,
          }) + text(x + w - 10, ry + 32, row[2], { size: size - 2, weight: 700, fill: col, anchor: "end" }),
        );
    } else {
      out.push(
        lines(x + 56, ry + 14, [c.rng.range(0.3, 0.5) * w, c.rng.range(0.18, 0.3) * w], { h: 9, gap: 10, op: 0.3 }),
      );
      if (trailing)
        out.push(
          placeholder(
            rect(x + w - 70, ry + 18, 70, 20, col, { r: 10, op: 0.14 }) +
              rect(x + w - 58, ry + 25, 46, 6, col, { r: 3, op: 0.8 }),
          ),
        );
    }
    if (i < count - 1) out.push(`<path d="M${f(x)} ${f(ry + rowH)}H${f(x + w)}" stroke="#fff" stroke-opacity="0.05"/>`);
  }
  return out.join("");
}

/** A tiny stat card: label bar, big number, delta chip, sparkline. */
export function statCard(c, x, y, w, h, { value = "24.8k", color = c.a1, delta = "+12%", label = null } = {}) {
  return (
    panel(c, x, y, w, h, { r: 16, fill: BASE.surface2, shadow: false }) +
    (label
      ? text(x + 22, y + 34, label, { size: 14, fill: BASE.muted })
      : lines(x + 22, y + 24, [w * 0.38], { h: 9 })) +
    text(x + 22, y + 76, value, { size: 34, weight: 700, ls: -1 }) +
    rect(x + w - 84, y + 52, 62, 24, color, { r: 12, op: 0.15 }) +
    text(x + w - 53, y + 69, delta, { size: 13, weight: 700, fill: color, anchor: "middle" }) +
    (h > 120
      ? lineChart(c, x + 22, y + 96, w - 44, h - 116, {
          n: 9,
          color,
          color2: color,
          gridLines: 0,
          width: 2.5,
          marker: false,
        })
      : "")
  );
}
