import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { FOOTER_COMPANY_LINKS } from "@/content/navigation";
import { footerServiceLinks } from "@/content/services";
import { studio } from "@/content/settings";
import { getSiteSettings } from "@/lib/settings/queries";
import { mailtoHref, telHref } from "@/lib/settings/links";
import { Logo } from "../logo";
import { SectionLink } from "../section-link.client";
import { SocialList } from "../social-list";

export async function Footer() {
  const site = await getSiteSettings();
  return (
    <footer className="border-t border-border bg-surface/40">
      <div className="container-page grid gap-12 py-16 md:grid-cols-12">
        <div className="md:col-span-4">
          <Logo name={site.name} />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-muted">{site.tagline}</p>
          <SocialList site={site} className="mt-6 flex gap-2" />
        </div>
        <nav aria-label="Company" className="md:col-span-2">
          <h2 className="text-sm font-semibold">Company</h2>
          <ul className="mt-4 space-y-3">
            {FOOTER_COMPANY_LINKS.map((link) => (
              <li key={link.name}>
                {link.href.startsWith("/#") ? (
                  <SectionLink section={link.href.slice(2)} className="link-muted">
                    {link.name}
                  </SectionLink>
                ) : (
                  <Link href={link.href} className="link-muted">
                    {link.name}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Services" className="md:col-span-4">
          <h2 className="text-sm font-semibold">Services</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3">
            {footerServiceLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="link-muted">
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="md:col-span-2">
          <h2 className="text-sm font-semibold">Contact</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a href={mailtoHref(site.email)} className="link-muted inline-flex items-center gap-2 break-all">
                <Icon name="Mail" className="size-4" />
                {site.email}
              </a>
            </li>
            <li>
              <a href={telHref(site.phone)} className="link-muted inline-flex items-center gap-2">
                <Icon name="Phone" className="size-4" />
                {site.phone}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="container-page flex flex-col gap-2 border-t border-border pt-6 pb-24 text-xs text-subtle sm:flex-row sm:justify-between sm:pb-6">
        <p>© {studio.legalName}. All rights reserved.</p>
        <p>Made in India · Serving clients worldwide</p>
      </div>
    </footer>
  );
}
