import type { IconName } from "@/components/ui/icon";
import type { SiteSettings } from "@/lib/settings/schema";

/** The studio's social pages from the settings; one left blank is not shown. */
export function socialLinks(social: SiteSettings["social"]): { name: string; href: string; icon: IconName }[] {
  return [
    { name: "Instagram", href: social.instagram, icon: "Instagram" as const },
    { name: "Telegram", href: social.telegram, icon: "Telegram" as const },
    { name: "LinkedIn", href: social.linkedin, icon: "Linkedin" as const },
    { name: "Facebook", href: social.facebook, icon: "Facebook" as const },
  ].filter((link) => link.href !== "");
}
