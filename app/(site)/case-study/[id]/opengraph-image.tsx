import { ImageResponse } from "next/og";
import { categoryFor } from "@/content/categories";
import { getSiteSettings } from "@/lib/settings/queries";
import { builtInProjectList } from "@/lib/projects/built-in";
import { getProject } from "@/lib/projects/queries";
import { firstMetrics, withDefaults } from "@/lib/projects/rules";

export const alt = "Kairo Labs case study";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

const ACCENT: Record<string, string> = {
  cyan: "#22d3ee",
  blue: "#60a5fa",
  pink: "#f472b6",
  purple: "#a78bfa",
  green: "#4ade80",
};

export function generateStaticParams() {
  return builtInProjectList().map((p) => ({ id: p.id }));
}

/** The Open Graph card of a case study: client, title and the first three metrics on the studio's dark gradient.
 *  It uses next/og's bundled font (the npm fonts ship only .woff2, which satori cannot read). */
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // Both reads start at once, so that a prerender's cache-warming pass fills both (awaited one after the other, the
  // second was first asked for in the final pass: Next logged a cache miss and rendered the image on every request).
  const [site, loaded] = await Promise.all([getSiteSettings(), getProject(id).catch(() => null)]);
  const p = loaded?.data ? withDefaults(loaded.data) : null;
  const accent = ACCENT[p ? categoryFor(p.serviceId).color : "cyan"] ?? ACCENT.cyan;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        color: "#f8fafc",
        background: `radial-gradient(circle at 85% 10%, ${accent}55, transparent 45%), radial-gradient(circle at 0% 100%, #a78bfa44, transparent 50%), #0b0f1a`,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 28, color: "#cbd5e1" }}>
        <div style={{ width: 14, height: 14, borderRadius: 999, background: accent }} />
        {site.name} · Case Study
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: 30, color: accent }}>{p ? `${p.client} · ${p.industry}` : site.name}</div>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.05, letterSpacing: -2 }}>
          {p?.title ?? "Case Study"}
        </div>
      </div>
      <div style={{ display: "flex", gap: 48 }}>
        {(p ? firstMetrics(p, 3) : []).map((m) => (
          <div key={m.label} style={{ display: "flex", flexDirection: "column" }}>
            <div style={{ fontSize: 48, fontWeight: 700 }}>{m.value}</div>
            <div style={{ fontSize: 22, color: "#94a3b8" }}>{m.label}</div>
          </div>
        ))}
      </div>
    </div>,
    size,
  );
}
