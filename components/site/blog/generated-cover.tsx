import { cn } from "@/lib/utils";

// Each category keeps one accent, as on its badge (web cyan, SaaS blue, mobile purple, trends pink, AI green).
const TONES: Record<string, { glow: string; ring: string }> = {
  "Web Development": { glow: "var(--color-cyan)", ring: "var(--color-blue)" },
  SaaS: { glow: "var(--color-blue)", ring: "var(--color-purple)" },
  "Mobile Development": { glow: "var(--color-purple)", ring: "var(--color-pink)" },
  "Tech Trends": { glow: "var(--color-pink)", ring: "var(--color-purple)" },
  "AI & Machine Learning": { glow: "var(--color-green)", ring: "var(--color-cyan)" },
  "Case Studies": { glow: "var(--color-cyan)", ring: "var(--color-green)" },
};

/** The cover of a post that has no image: its title set in the display face on a dark field lit in its
 *  category's accent, with a fine grid; the same in both themes, like a printed cover. */
export function GeneratedCover({
  title,
  category,
  className,
}: {
  title: string;
  category?: string;
  className?: string;
}) {
  const tone = TONES[category ?? ""] ?? TONES.SaaS;
  return (
    <div
      aria-hidden
      data-testid="generated-cover"
      className={cn(
        "absolute inset-0 flex flex-col justify-end overflow-hidden bg-[oklch(0.18_0.02_265)] p-6 text-[oklch(0.97_0.005_250)]",
        className,
      )}
      style={{
        backgroundImage: `radial-gradient(70% 90% at 100% 0%, color-mix(in oklch, ${tone.glow} 55%, transparent), transparent 70%), radial-gradient(60% 80% at 0% 100%, color-mix(in oklch, ${tone.ring} 35%, transparent), transparent 70%)`,
      }}
    >
      <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.06)_1px,transparent_1px)] bg-[size:32px_32px]" />
      <p className="relative line-clamp-3 max-w-[22ch] font-display text-[clamp(1.25rem,2.2vw,1.75rem)] leading-[1.1] font-semibold tracking-tight text-balance">
        {title}
      </p>
    </div>
  );
}
