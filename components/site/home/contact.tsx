import { Icon } from "@/components/ui/icon";
import { contactClaims } from "@/content/home";
import { getSiteSettings } from "@/lib/settings/queries";
import { mailtoHref, telHref, whatsappHref } from "@/lib/settings/links";
import { buttonClass } from "@/components/ui/button";
import { ScopingLink } from "../scoping-link";
import { SocialList } from "../social-list";
import { ContactForm } from "./contact-form.client";
import { SectionHeading } from "./section-heading";
import { KeepRangesTogether } from "@/components/ui/keep-together";

/** Contact: channels, social links, the message form, claims, offices and calls to action. */
export async function Contact() {
  const site = await getSiteSettings();
  const channels = [
    { title: "Email us", value: site.email, href: mailtoHref(site.email), icon: "Mail" as const, external: false },
    { title: "Call us", value: site.phone, href: telHref(site.phone), icon: "Phone" as const, external: false },
    {
      title: "WhatsApp",
      value: "Chat with the team",
      href: whatsappHref(site.whatsapp),
      icon: "MessageCircle" as const,
      external: true,
    },
  ];
  return (
    <section id="contact" aria-labelledby="contact-title" className="section-y">
      <div className="container-page">
        <SectionHeading
          id="contact-title"
          eyebrow="Contact"
          title="Let's talk about your project"
          intro={
            <KeepRangesTogether text="Tell us what you are building. A senior engineer replies, typically within 2-4 hours." />
          }
        />
        <div className="mt-12 grid gap-8 lg:grid-cols-12">
          <div className="space-y-4 lg:col-span-5">
            {channels.map(({ title, value, href, icon, external }) => (
              <a
                key={title}
                href={href}
                {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className="contact-channel"
              >
                <span>
                  <Icon name={icon} />
                </span>
                <span>
                  <span>{title}</span>
                  <span>{value}</span>
                </span>
              </a>
            ))}
            <SocialList site={site} className="flex gap-2 pt-2" />
            <dl className="claim-cards grid grid-cols-2 gap-3 pt-2">
              {contactClaims.map((claim) => (
                <div key={claim.label}>
                  <dt>{claim.label}</dt>
                  <dd>{claim.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="lg:col-span-7">
            <ContactForm />
          </div>
        </div>
        <h3 className="mt-16 text-xl font-semibold">Our offices</h3>
        <ul className="office-cards mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {site.offices.map((office, i) => (
            <li key={`${office.city}-${i}`}>
              <Icon name="MapPin" />
              <p>{office.region}</p>
              <p>{office.city}</p>
              <p>{office.timezone}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap gap-3">
          <ScopingLink utmSource="contact" className={buttonClass({ size: "lg" })}>
            Start Your Project
          </ScopingLink>
          <a
            href={whatsappHref(site.whatsapp, `Hi ${site.name}, I'd like to discuss a project.`)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ size: "lg", variant: "outline" })}
          >
            <Icon name="MessageCircle" /> WhatsApp Chat
          </a>
        </div>
      </div>
    </section>
  );
}
