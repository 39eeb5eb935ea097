import type { Accent, IconName } from "../types";
import type { ConversionAction } from "@/lib/conversions/schema";
import type { ServiceRoute } from "./routes";

/** Every service page fades in this long after it mounts. */
export const SERVICE_PAGE_FADE_IN_MS = 100;

/** Display-only shapes of the service landing pages. */

/** Where a call to action goes: the scoping form (new tab), a site path, a home section (/#id), an anchor on the
 *  same page, or the shared conversion action (records the click, then opens the scoping form). */
type CtaTarget =
  | { kind: "scoping"; utmSource?: string }
  | { kind: "link"; href: string }
  | { kind: "home-section"; section: string }
  | { kind: "anchor"; id: string }
  | { kind: "conversion"; action: ConversionAction };

export interface Cta {
  label: string;
  target: CtaTarget;
  variant?: "primary" | "outline";
}

export interface Feature {
  icon?: IconName;
  title: string;
  description: string;
  image?: string;
  /** Technology chips (platform cards). */
  chips?: string[];
  /** Benefit bullets (use cases, solution areas). */
  points?: string[];
}

export interface ProcessStep {
  title: string;
  description: string;
  activities?: string[];
}

export interface Package {
  name: string;
  price: string;
  description: string;
  features: string[];
  popular?: boolean;
}

export interface Stat {
  value: string;
  label: string;
}

export interface TechCategory {
  title: string;
  items: string[];
  icon?: IconName;
}

export interface Reason {
  title: string;
  description: string;
}

interface SectionBase {
  /** The section's anchor id and data-testid. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}

export type Section =
  | (SectionBase & { kind: "features"; items: Feature[]; columns?: 2 | 3 | 4 })
  | (SectionBase & { kind: "stack"; groups: TechCategory[] })
  | (SectionBase & { kind: "process"; steps: ProcessStep[] })
  | (SectionBase & { kind: "packages"; packages: Package[] })
  | (SectionBase & { kind: "stats"; stats: Stat[] })
  | (SectionBase & { kind: "reasons"; reasons: Reason[] })
  | (SectionBase & { kind: "overview"; paragraphs: string[]; asideTitle: string; asideItems: string[] })
  | (SectionBase & { kind: "demo"; transcript: { speaker: "agent" | "lead"; text: string }[]; outcome: Stat[] })
  | (SectionBase & { kind: "projects"; group: string })
  | (SectionBase & { kind: "assistant" })
  | (SectionBase & { kind: "design-samples" })
  | (SectionBase & { kind: "cta"; actions: Cta[] });

export interface Showcase {
  title: string;
  description: string;
  features: string[];
  image: string;
}

export interface ServicePage {
  route: ServiceRoute | "/products/speaksify";
  /** The home-page service card whose starting price the JSON-LD offers (content/services.ts), if any. */
  serviceCardId?: string;
  accent: Accent;
  /** Art beside the hero on wide screens; defaults to the service card's image. */
  heroImage?: string;
  /** The page's image-led band after its first section; defaults to its own service card's wide scene and copy. */
  showcase?: Showcase;
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    highlight: string;
    description: string;
    actions: Cta[];
    stats?: Stat[];
  };
  sections: Section[];
}
