import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import type { SiteSettings } from "@/lib/settings/schema";

/** The owner's optional announcement above the navigation, with its link when one is set. */
export function AnnouncementBar({ announcement }: { announcement: SiteSettings["announcement"] }) {
  if (!announcement.enabled || !announcement.text) return null;
  const { text, link } = announcement;
  const external = link.startsWith("https://");
  return (
    <div
      role="region"
      aria-label="Announcement"
      data-testid="announcement"
      className="bg-gradient-brand px-4 py-2 text-center text-sm font-medium text-white"
    >
      {link ? (
        <Link
          href={link}
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline focus-visible:underline"
        >
          {text}
          <Icon name="ArrowRight" className="size-4" />
        </Link>
      ) : (
        text
      )}
    </div>
  );
}
