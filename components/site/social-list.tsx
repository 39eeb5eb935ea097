import { Icon } from "@/components/ui/icon";
import type { SiteSettings } from "@/lib/settings/schema";
import { socialLinks } from "./social-links";

/** The studio's social pages as round icon links (footer, contact section). */
export function SocialList({ site, className }: { site: Pick<SiteSettings, "name" | "social">; className?: string }) {
  return (
    <ul aria-label="Social links" className={className}>
      {socialLinks(site.social).map(({ name, href, icon }) => (
        <li key={name}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${site.name} on ${name}`} className="social-link">
            <Icon name={icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
