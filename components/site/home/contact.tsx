import { Icon } from "@/components/ui/icon";
import { contactClaims } from "@/content/home";
import { getSiteSettings } from "@/lib/settings/queries";
import { mailtoHref, telHref, whatsappHref } from "@/lib/settings/links";
import { buttonClass } from "@/components/ui/button";
import { ScopingLink } from "../scoping-link";
import { socialLinks } from "../social-links";
import { ContactForm } from "./contact-form.client";
import { SectionHeading } from "./section-heading";
import { KeepRangesTogether } from "@/components/ui/keep-together";

/** Contact: channels, social links, the message form, claims, offices and calls to action. */
export async function Contact() {
  const site = await getSiteSettings();
  const channels = [
    { title: "Email us", value: site.email, href: mailtoHref(site.email), icon: "Mail" as const, external: false },
    { title: "Call us", value: site.phone, href: telHref(site.phone), icon: "Phone" as const, external: false },
    { title: "WhatsApp", value: "Chat with the team", href: whatsappHref(site.whatsapp), icon: "MessageCircle" as const, external: true },
  ];
  return (
    <section id="contact" aria-labelledby="contact-title" className="section-y">
      <div className="container-page">
        <SectionHeading id="contact-title" eyebrow="Contact" title="Let's talk about your project"
          intro={<KeepRangesTogether text="Tell us what you are building. A senior engineer replies, typically within 2-4 hours." />} />
        <div className="mt-12 grid gap-8 lg:grid-cols-12">
          <div className="space-y-4 lg:col-span-5">
            {channels.map(({ title, value, href, icon, external }) => (
              <a key={title} href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="flex items-center gap-4 rounded-card border border-border bg-surface p-5 transition hover:border-foreground/20">
                <span className="grid size-11 place-items-center rounded-xl bg-cyan/10 text-cyan"><Icon name={icon} className="size-5" /></span>
                <span><span className="block text-sm text-muted">{title}</span><span className="block font-medium">{value}</span></span>
              </a>
            ))}
            <ul aria-label="Social links" className="flex gap-2 pt-2">
              {socialLinks(site.social).map(({ name, href, icon: Social }) => (
                <li key={name}>
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${site.name} on ${name}`}
                    className="inline-flex size-11 items-center justify-center rounded-pill border border-border text-muted transition hover:text-foreground">
                    <Social className="size-[18px]" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-2 gap-3 pt-2">
              {contactClaims.map((claim) => (
                <div key={claim.label} className="flex flex-col justify-between gap-1 rounded-card border border-border bg-surface p-4">
                  <dt className="text-sm text-muted">{claim.label}</dt>
                  <dd className="tabular font-display text-3xl font-semibold">{claim.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="lg:col-span-7"><ContactForm /></div>
        </div>
        <h3 className="mt-16 text-xl font-semibold">Our offices</h3>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {site.offices.map((office, i) => (
            <li key={`${office.city}-${i}`} className="min-w-0 rounded-card border border-border bg-surface p-4 sm:p-5">
              <Icon name="MapPin" className="size-5 text-purple" />
              <p className="mt-3 font-semibold">{office.region}</p>
              <p className="text-sm text-muted">{office.city}</p>
              <p className="tabular mt-3 text-xs text-subtle">{office.timezone}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap gap-3">
          <ScopingLink utmSource="contact" className={buttonClass({ size: "lg" })}>Start Your Project</ScopingLink>
          <a href={whatsappHref(site.whatsapp, `Hi ${site.name}, I'd like to discuss a project.`)} target="_blank" rel="noopener noreferrer"
            className={buttonClass({ size: "lg", variant: "outline" })}><Icon name="MessageCircle" /> WhatsApp Chat</a>
        </div>
      </div>
    </section>
  );
}
