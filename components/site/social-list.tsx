import { Icon, type IconName } from "@/components/ui/icon";
import type { SiteSettings } from "@/lib/settings/schema";

/** The studio's social pages from the settings; one left blank is not shown. */
function socialLinks(social: SiteSettings["social"]) {
  const links: { name: string; href: string; icon: IconName }[] = [
    { name: "Instagram", href: social.instagram, icon: "Instagram" },
    { name: "Telegram", href: social.telegram, icon: "Telegram" },
    { name: "LinkedIn", href: social.linkedin, icon: "Linkedin" },
    { name: "Facebook", href: social.facebook, icon: "Facebook" },
  ];
  return links.filter((link) => link.href !== "");
}

/** The studio's social pages as round icon links (footer, contact section). */
export function SocialList({ site, className }: { site: Pick<SiteSettings, "name" | "social">; className?: string }) {
  return (
    <ul aria-label="Social links" className={className}>
      {socialLinks(site.social).map(({ name, href, icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${site.name} on ${name}`}
            className="social-link"
          >
            <Icon name={icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
