// Feature motifs that show the feature itself, with real copy (drawn around the origin like motifs.mjs).
import { BASE, mix } from "../lib/palette.mjs";
import { panel, text, rect, dot, ring, chip, button, barChart } from "../lib/ui.mjs";
import { glyph } from "../lib/glyphs.mjs";
import { MONO } from "../lib/svg.mjs";

const check = (x, y, col, s = 1) =>
  `<path d="M${x - 6 * s} ${y}l${4 * s} ${4 * s}l${8 * s} ${-9 * s}" fill="none" stroke="${col}" stroke-width="${2.6 * s}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A phone outline with its screen area; returns [svg, clip-wrapped content]. */
function handset(c, x, y, w, h, inner) {
  const cid = c.uid("hc");
  c.def(
    `<clipPath id="${cid}"><rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="34"/></clipPath>`,
  );
  return (
    panel(c, x, y, w, h, { r: 44, fill: "#05070c", glowColor: c.a2, border: 0.18 }) +
    `<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="34" fill="${BASE.bg2}"/>` +
    `<g clip-path="url(#${cid})">${inner}</g>` +
    rect(x + w / 2 - 44, y + 22, 88, 24, "#000", { r: 12 })
  );
}

/** One line of TypeScript with simple token colours, mono, indented in character steps. */
function codeLine(c, x, y, indent, src, size = 17) {
  const kw = /^(export|async|function|const|await|return|import|from|new)$/;
  const parts = src.split(/("[^"]*"|'[^']*'|\b\w+\b)/).filter(Boolean);
  const spans = parts
    .map((p) => {
      const esc = p.replace(/&/g, "&amp;").replace(/</g, "&lt;");
      const fill = kw.test(p)
        ? c.a2
        : /^["']/.test(p)
          ? c.a1
          : /^\d+$/.test(p)
            ? mix(c.a1, "#ffffff", 0.4)
            : /^[A-Z]\w*$/.test(p)
              ? mix(c.a2, "#ffffff", 0.45)
              : BASE.text;
      return `<tspan fill="${fill}">${esc}</tspan>`;
    })
    .join("");
  return `<text x="${x + indent * size * 0.602}" y="${y}" font-family="${MONO}" font-size="${size}" fill-opacity="0.92" xml:space="preserve">${spans}</text>`;
}

export const FEATURE_MOTIFS = {
  /** Responsive, accessible interfaces: one booking page at desktop and phone widths, with its contrast check. */
  responsive(c) {
    const out = [
      panel(c, -450, -250, 640, 440, { r: 20, glowColor: c.a1 }),
      `<path d="M-450 -206H190" stroke="#fff" stroke-opacity="0.07"/>`,
    ];
    ["#ff5f57", "#febc2e", "#28c840"].forEach((col, i) => out.push(dot(-422 + i * 20, -228, 6, col, 0.7)));
    out.push(
      rect(-330, -242, 300, 26, "#fff", { r: 13, op: 0.05 }) +
        text(-180, -224, "clinic.example/book", { size: 13, fill: BASE.muted, anchor: "middle" }),
    );
    out.push(
      text(-414, -150, "Book a visit", { size: 34, weight: 700, ls: -1 }) +
        text(-414, -116, "Choose a doctor, a time, and you are done.", { size: 15, fill: BASE.muted }),
    );
    ["Dr. Mehra · Cardiology", "Dr. Iyer · Paediatrics", "Dr. Sen · Orthopaedics"].forEach((t, i) =>
      out.push(
        rect(-414, -88 + i * 60, 330, 48, "#fff", {
          r: 12,
          op: i === 0 ? 0.08 : 0.04,
          stroke: i === 0 ? c.a1 : null,
          sop: 0.8,
        }) + text(-394, -58 + i * 60, t, { size: 15, weight: 600 }),
      ),
    );
    out.push(
      rect(-60, -88, 220, 168, c.lin(mix(c.a1, BASE.bg, 0.35), mix(c.a2, BASE.bg, 0.5)), { r: 14 }) +
        text(-40, -50, "Tue 14 Oct", { size: 15, weight: 700 }) +
        ["09:30", "10:30", "11:15"]
          .map(
            (t, i) =>
              rect(-40 + i * 62, -30, 56, 30, "#fff", { r: 8, op: i === 1 ? 0.9 : 0.14 }) +
              text(-12 + i * 62, -10, t, {
                size: 13,
                weight: 700,
                anchor: "middle",
                fill: i === 1 ? "#061018" : BASE.text,
              }),
          )
          .join(""),
    );
    // visible focus ring on the primary button
    out.push(
      `<rect x="-419" y="101" width="190" height="54" rx="27" fill="none" stroke="${c.a1}" stroke-width="3"/>` +
        button(c, -414, 106, 180, 44, { label: "Confirm booking" }),
    );
    const phoneIn =
      text(262, -132, "Book a visit", { size: 22, weight: 700 }) +
      ["Dr. Mehra", "Dr. Iyer", "Dr. Sen"]
        .map(
          (t, i) =>
            rect(258, -110 + i * 50, 168, 40, "#fff", { r: 10, op: i === 0 ? 0.08 : 0.04 }) +
            text(272, -85 + i * 50, t, { size: 13, weight: 600 }),
        )
        .join("") +
      ["09:30", "10:30"]
        .map(
          (t, i) =>
            rect(258 + i * 86, 46, 80, 32, "#fff", { r: 8, op: i === 1 ? 0.9 : 0.12 }) +
            text(298 + i * 86, 67, t, {
              size: 13,
              weight: 700,
              anchor: "middle",
              fill: i === 1 ? "#061018" : BASE.text,
            }),
        )
        .join("") +
      button(c, 258, 100, 168, 40, { label: "Confirm" });
    out.push(handset(c, 240, -200, 204, 400, phoneIn));
    out.push(
      panel(c, -150, 150, 300, 96, { r: 18, fill: BASE.surface3 }) +
        rect(-128, 174, 48, 48, c.a1, { r: 12, op: 0.18 }) +
        text(-104, 205, "AA", { size: 17, weight: 700, anchor: "middle", fill: c.a1 }) +
        text(-64, 192, "WCAG 2.1 AA", { size: 16, weight: 700 }) +
        text(-64, 214, "Contrast 7.2:1 · keyboard ✓", { size: 13, fill: BASE.muted }),
    );
    return out.join("");
  },
  /** Performance by default: a Lighthouse-style report with Core Web Vitals inside the CI budget. */
  performance(c) {
    const out = [
      panel(c, -420, -260, 840, 520, { r: 24, glowColor: c.a2 }),
      text(-380, -200, "Lighthouse CI · main", { size: 22, weight: 700 }),
      chip(c, 200, -224, 180, c.a1, { h: 32, label: "Budget passed" }),
    ];
    [
      ["Performance", 98],
      ["Accessibility", 100],
      ["Best practices", 100],
      ["SEO", 100],
    ].forEach(([t, v], i) => {
      const x = -300 + i * 200;
      out.push(
        ring(c, x, -70, 62, v / 100, { width: 10, color: c.a1, color2: mix(c.a1, c.a2, 0.4) }) +
          text(x, -58, String(v), { size: 34, weight: 700, anchor: "middle", fill: c.a1 }) +
          text(x, 30, t, { size: 15, anchor: "middle", fill: BASE.muted }),
      );
    });
    out.push(`<path d="M-380 70H380" stroke="#fff" stroke-opacity="0.07"/>`);
    [
      ["LCP", "1.2 s", "≤ 2.5 s"],
      ["INP", "84 ms", "≤ 200 ms"],
      ["CLS", "0.01", "≤ 0.1"],
    ].forEach(([k, v, b], i) => {
      const x = -380 + i * 260;
      out.push(
        rect(x, 96, 240, 126, "#fff", { r: 16, op: 0.04, stroke: "#fff", sop: 0.06 }) +
          dot(x + 26, 128, 6, "#22c55e") +
          text(x + 42, 134, k, { size: 15, weight: 700, fill: BASE.muted }) +
          text(x + 22, 184, v, { size: 36, weight: 700, ls: -1 }) +
          text(x + 22, 208, `budget ${b}`, { size: 13, fill: BASE.muted }),
      );
    });
    return out.join("");
  },
  /** APIs and integrations: a typed route handler and the services it talks to. */
  api(c) {
    const out = [
      panel(c, -450, -250, 640, 500, { r: 22, glowColor: c.a1 }),
      `<path d="M-450 -196H190" stroke="#fff" stroke-opacity="0.07"/>`,
    ];
    ["#ff5f57", "#febc2e", "#28c840"].forEach((col, i) => out.push(dot(-420 + i * 20, -223, 6, col, 0.7)));
    out.push(
      rect(-340, -240, 210, 36, "#fff", { r: 8, op: 0.05 }) +
        text(-324, -216, "app/api/orders/route.ts", { size: 13, fill: BASE.muted }),
    );
    const src = [
      [0, "export async function POST(req: Request) {"],
      [1, "const input = Order.parse(await req.json());"],
      [1, "const order = await db.order.create({"],
      [2, "data: input,"],
      [1, "});"],
      [1, "await razorpay.capture(order.paymentId);"],
      [1, "await crm.upsertDeal(order);"],
      [1, "return Response.json(order, { status: 201 });"],
      [0, "}"],
    ];
    src.forEach(([ind, line], i) =>
      out.push(
        text(-424, -150 + i * 44, String(i + 1), { size: 13, fill: BASE.dim, anchor: "end", mono: true }) +
          codeLine(c, -404, -150 + i * 44, ind * 2, line, 16),
      ),
    );
    out.push(rect(-440, -150 + 5 * 44 - 30, 620, 42, c.a1, { r: 8, op: 0.08 }));
    out.push(
      panel(c, 230, -220, 230, 120, { r: 18, fill: BASE.surface3 }) +
        text(252, -186, "POST /api/orders", { size: 14, weight: 700, mono: true }) +
        chip(c, 252, -166, 74, "#22c55e", { h: 26, label: "201" }) +
        text(340, -147, "84 ms", { size: 14, fill: BASE.muted }),
    );
    [
      ["card", "Razorpay", "payments"],
      ["user", "HubSpot", "CRM"],
      ["box", "SAP", "ERP"],
      ["search", "Algolia", "search"],
    ].forEach(([g, t, s], i) => {
      const y = -70 + i * 76;
      out.push(
        `<path d="M190 ${-150 + (i + 5) * 20}C210 ${-150 + (i + 5) * 20} 210 ${y + 30} 236 ${y + 30}" fill="none" stroke="${c.a1}" stroke-opacity="0.4" stroke-width="2" stroke-dasharray="5 6"/>`,
      );
      out.push(
        panel(c, 236, y, 224, 62, { r: 14, fill: BASE.surface2, shadow: false }) +
          rect(250, y + 11, 40, 40, i % 2 ? c.a2 : c.a1, { r: 10, op: 0.16 }) +
          glyph(g, 270, y + 31, 20, i % 2 ? c.a2 : c.a1) +
          text(304, y + 28, t, { size: 15, weight: 700 }) +
          text(304, y + 48, s, { size: 12.5, fill: BASE.muted }),
      );
    });
    return out.join("");
  },
  /** Dashboards and reporting: an operations console with labelled KPIs, a chart and an export. */
  dashboards(c) {
    const out = [
      panel(c, -450, -260, 900, 520, { r: 24, glowColor: c.a1 }),
      text(-410, -204, "Operations · October", { size: 22, weight: 700 }),
    ];
    out.push(button(c, 240, -232, 170, 40, { label: "Export CSV", ghost: true }));
    [
      ["Orders today", "1,942", "+8.1%"],
      ["Avg. delivery", "26 min", "−3 min"],
      ["Refund rate", "0.8%", "−0.2"],
    ].forEach(([l, v, d], i) => {
      const x = -410 + i * 280;
      out.push(
        rect(x, -170, 260, 118, "#fff", { r: 16, op: 0.04, stroke: "#fff", sop: 0.06 }) +
          text(x + 20, -138, l, { size: 14, fill: BASE.muted }) +
          text(x + 20, -86, v, { size: 36, weight: 700, ls: -1 }) +
          text(x + 240, -86, d, { size: 14, weight: 700, fill: i === 0 ? c.a1 : c.a2, anchor: "end" }),
      );
    });
    out.push(
      text(-410, -8, "Orders per hour", { size: 15, weight: 700 }) +
        barChart(c, -410, 14, 520, 200, { n: 14, gap: 0.5 }),
    );
    ["08", "11", "14", "17", "20"].forEach((h, i) =>
      out.push(text(-400 + i * 126, 238, `${h}:00`, { size: 12, fill: BASE.muted })),
    );
    out.push(text(150, -8, "Top regions", { size: 15, weight: 700 }));
    [
      ["Mumbai", 0.86],
      ["Pune", 0.62],
      ["Bengaluru", 0.48],
      ["Delhi NCR", 0.34],
    ].forEach(([t, v], i) =>
      out.push(
        text(150, 32 + i * 54, t, { size: 14 }) +
          text(410, 32 + i * 54, `${Math.round(v * 640)}`, { size: 14, weight: 700, anchor: "end" }) +
          rect(150, 42 + i * 54, 260, 8, "#fff", { r: 4, op: 0.07 }) +
          rect(150, 42 + i * 54, 260 * v, 8, c.lin(c.a1, c.a2, { x2: 1, y2: 0 }), { r: 4 }),
      ),
    );
    return out.join("");
  },
  /** Cloud and CI/CD: a pipeline from pull request to production, with its preview link and monitor. */
  pipeline(c) {
    const out = [
      panel(c, -450, -250, 900, 500, { r: 24, glowColor: c.a1 }),
      text(-410, -192, "PR #142 · Add GST invoices", { size: 22, weight: 700 }),
      text(-410, -164, "main ← feature/gst-invoices · 6 checks", { size: 14, fill: BASE.muted }),
    ];
    const stages = [
      ["Build", "1m 12s"],
      ["Tests", "2m 40s"],
      ["Preview", "ready"],
      ["Production", "ap-south-1"],
    ];
    stages.forEach(([t, s], i) => {
      const x = -340 + i * 226;
      const live = i === 3;
      if (i)
        out.push(
          `<path d="M${x - 180} -60H${x - 46}" stroke="${live ? c.a2 : c.a1}" stroke-width="3" ${live ? 'stroke-dasharray="8 8"' : ""}/>`,
        );
      out.push(
        dot(x, -60, 44, live ? c.a2 : c.a1, live ? 0.18 : 0.2) +
          (live ? dot(x, -60, 24, c.a2) : check(x, -60, c.a1, 2)) +
          text(x, 12, t, { size: 16, weight: 700, anchor: "middle" }) +
          text(x, 36, s, { size: 13, fill: BASE.muted, anchor: "middle" }),
      );
    });
    out.push(
      rect(-410, 76, 400, 130, "#fff", { r: 16, op: 0.04, stroke: "#fff", sop: 0.06 }) +
        glyph("globe", -378, 114, 24, c.a1) +
        text(-350, 120, "Preview deployed", { size: 15, weight: 700 }) +
        text(-378, 156, "pr-142.preview.kairo.dev", { size: 14, mono: true, fill: c.a1 }) +
        text(-378, 184, "Terraform plan: 2 to change, 0 to destroy", { size: 13, fill: BASE.muted }),
    );
    out.push(
      rect(10, 76, 400, 130, "#fff", { r: 16, op: 0.04, stroke: "#fff", sop: 0.06 }) +
        glyph("pulse", 42, 114, 24, c.a2) +
        text(70, 120, "Monitoring", { size: 15, weight: 700 }) +
        text(42, 158, "p95 182 ms · errors 0.02%", { size: 14 }) +
        text(42, 184, "Pages on-call if p95 > 400 ms", { size: 13, fill: BASE.muted }),
    );
    return out.join("");
  },
  /** Native performance: a list scrolling at 60 fps on a mid-range phone, with the profiler's numbers. */
  native(c) {
    const items = [
      ["Morning run", "5.2 km · 28 min"],
      ["Strength · Upper", "45 min · 12 sets"],
      ["Yoga flow", "20 min · recovery"],
      ["Intervals", "8 × 400 m"],
      ["Long ride", "42 km · 1 h 35"],
      ["Core", "15 min"],
    ];
    const inner =
      text(-330, -200, "Activity", { size: 24, weight: 700 }) +
      items
        .map(
          ([t, s], i) =>
            rect(-340, -178 + i * 66, 220, 56, "#fff", { r: 12, op: 0.05 }) +
            rect(-330, -168 + i * 66, 36, 36, i % 2 ? c.a2 : c.a1, { r: 10, op: 0.22 }) +
            text(-284, -150 + i * 66, t, { size: 14, weight: 600 }) +
            text(-284, -132 + i * 66, s, { size: 12, fill: BASE.muted }),
        )
        .join("");
    const out = [handset(c, -360, -270, 260, 540, inner), rect(-112, -120, 6, 90, "#fff", { r: 3, op: 0.35 })];
    out.push(
      panel(c, -40, -250, 480, 270, { r: 22, glowColor: c.a1 }) +
        text(-10, -206, "Frame time · Galaxy A14", { size: 16, weight: 700 }) +
        text(410, -206, "60 fps", { size: 30, weight: 700, fill: c.a1, anchor: "end" }),
    );
    const vals = [9, 11, 8, 12, 10, 13, 9, 11, 14, 10, 9, 12, 8, 11, 10, 12, 9, 13, 10, 11];
    vals.forEach((v, i) =>
      out.push(rect(-10 + i * 21, -10 - v * 9, 14, v * 9, i % 5 === 3 ? c.a2 : c.a1, { r: 3, op: 0.8 })),
    );
    out.push(
      `<path d="M-14 ${-10 - 16.7 * 9}H412" stroke="#fff" stroke-opacity="0.4" stroke-dasharray="6 6"/>` +
        text(412, -10 - 16.7 * 9 - 8, "16.7 ms", { size: 12, fill: BASE.muted, anchor: "end" }),
    );
    [
      ["Cold start", "0.9 s"],
      ["Download", "14.2 MB"],
      ["Jank", "0.3%"],
    ].forEach(([l, v], i) =>
      out.push(
        panel(c, -40 + i * 164, 50, 152, 110, { r: 16, fill: BASE.surface2, shadow: false }) +
          text(-20 + i * 164, 84, l, { size: 13, fill: BASE.muted }) +
          text(-20 + i * 164, 130, v, { size: 28, weight: 700, ls: -0.5 }),
      ),
    );
    return out.join("");
  },
  /** Push and in-app messaging: a lock screen with timed, segmented notifications and a deep link. */
  push(c) {
    const notes = [
      ["FitPulse", "now", "Your coach left feedback", "Great squat depth today. Tap for notes.", c.a1],
      ["MedFlow", "9:12", "Appointment tomorrow 10:30", "Dr. Mehra · tap to reschedule", c.a2],
      ["Ledgerly", "8:40", "Invoice INV-1042 paid", "₹48,200 received from Arora & Co.", mix(c.a1, c.a2, 0.5)],
    ];
    let inner =
      text(-90, -150, "9:41", { size: 72, weight: 700, anchor: "middle", ls: -2 }) +
      text(-90, -112, "Tuesday 14 October", { size: 15, anchor: "middle", fill: BASE.muted });
    notes.forEach(([app, t, title, body, col], i) => {
      const y = -80 + i * 100;
      inner +=
        rect(-250, y, 320, 88, "#ffffff", { r: 20, op: i === 0 ? 0.14 : 0.08 }) +
        rect(-236, y + 14, 28, 28, col, { r: 8, op: 0.9 }) +
        text(-198, y + 33, app.toUpperCase(), { size: 11, weight: 700, fill: BASE.muted, ls: 0.6 }) +
        text(56, y + 33, t, { size: 11, fill: BASE.muted, anchor: "end" }) +
        text(-236, y + 60, title, { size: 14, weight: 700 }) +
        text(-236, y + 78, body, { size: 12, fill: BASE.muted });
    });
    const out = [handset(c, -270, -280, 360, 560, inner)];
    out.push(
      panel(c, 130, -200, 320, 220, { r: 20, glowColor: c.a2 }) +
        text(156, -160, "Campaign · Win-back", { size: 16, weight: 700 }) +
        text(156, -134, "Inactive 7 days · Android + iOS", { size: 13, fill: BASE.muted }),
    );
    [
      ["Sent", "18,240"],
      ["Opened", "38%"],
      ["Returned", "11%"],
    ].forEach(([l, v], i) =>
      out.push(
        text(156 + i * 100, -80, v, { size: 24, weight: 700, ls: -0.5 }) +
          text(156 + i * 100, -56, l, { size: 12.5, fill: BASE.muted }),
      ),
    );
    out.push(
      rect(156, -30, 270, 30, c.a1, { r: 15, op: 0.14 }) +
        text(170, -10, "Sends 18:30 local time", { size: 13, weight: 600, fill: c.a1 }),
    );
    out.push(
      panel(c, 170, 60, 280, 96, { r: 18, fill: BASE.surface3 }) +
        glyph("bolt", 204, 108, 24, c.a2) +
        text(232, 100, "Deep link", { size: 15, weight: 700 }) +
        text(232, 124, "fitpulse://coach/notes/4821", { size: 12.5, mono: true, fill: c.a2 }),
    );
    return out.join("");
  },
};
