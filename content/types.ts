import type { ProjectInput } from "@/lib/projects/schema";
import type { BlogInput } from "@/lib/blog/schema";
import type { ServiceRoute } from "./service-pages/routes";
import type { IconName } from "@/components/ui/icon/names";

/** The five accents; each service group keeps one (VISUAL.md). */
export type Accent = "cyan" | "blue" | "pink" | "purple" | "green";

/** A lucide-react icon name in PascalCase, e.g. "Globe", "Bot": one of the sprite's (components/ui/icon/names.ts). */
export type { IconName } from "@/components/ui/icon/names";

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  detailedDescription: string;
  image: string;
  backgroundImage: string;
  features: string[];
  technologies: string[];
  startingPrice: string;
  /** What the starting price buys, when a smaller package exists on the service page. */
  priceNote?: string;
  timeline: string;
  color: Accent;
  route: ServiceRoute;
  icon: IconName;
  /** Which of the three groups on the home page the card sits in. */
  group: "build" | "intelligence" | "experience";
  /** The portfolio category whose projects the expanded card features, if any. */
  categoryId?: string;
}

export interface ServiceGroupHeading {
  id: ServiceCard["group"];
  title: string;
  description: string;
}

export interface CategoryGroup {
  id: string;
  title: string;
  color: Accent;
  icon: IconName;
}

export interface ProductCard {
  id: string;
  title: string;
  tagline: string;
  description: string;
  ctaText: string;
  ctaLink: string;
  tag: string;
  icon: IconName;
  featured: boolean;
  claims?: string[];
}

export interface Review {
  id: string;
  name: string;
  role: string;
  company: string;
  rating: 1 | 2 | 3 | 4 | 5;
  review: string;
  /** One of the five category ids (web-apps, saas, mobile-apps, ai-calling, ai-automation). */
  service: string;
  image: string;
}

export interface FaqItem {
  id: "timeline" | "technologies" | "support" | "process" | "ai-expertise" | "pricing" | "collaboration" | "industries";
  question: string;
  answer: string;
}

export interface Office {
  city: string;
  region: string;
  address: string;
  timezone: "GMT+5:30";
}

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface BuiltInProject extends ProjectInput {
  id: string;
  createdAt: string;
}

export interface BuiltInBlogPost extends Omit<BlogInput, "publishedAt"> {
  id: string;
  publishedAt: string;
}
