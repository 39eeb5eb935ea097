import type { SiteSettings } from "@/lib/settings/schema";
import { FacebookIcon, InstagramIcon, LinkedinIcon, TelegramIcon } from "./social-icons";

/** The studio's social pages from the settings; one left blank is not shown. */
export function socialLinks(social: SiteSettings["social"]) {
  return [
    { name: "Instagram", href: social.instagram, icon: InstagramIcon },
    { name: "Telegram", href: social.telegram, icon: TelegramIcon },
    { name: "LinkedIn", href: social.linkedin, icon: LinkedinIcon },
    { name: "Facebook", href: social.facebook, icon: FacebookIcon },
  ].filter((link) => link.href !== "");
}
