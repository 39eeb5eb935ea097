import type { PrivacySection } from "./types";
import { DEFAULTS, studio } from "./settings";

/** The privacy policy: effective date and eleven sections, in display order. */
export const PRIVACY_EFFECTIVE_DATE = "July 14, 2025";

/** Where a paragraph names the contact e-mail: the page puts the address of the site settings there, as a mailto link. */
export const PRIVACY_CONTACT_EMAIL = "{contact-email}";

export const privacySections: PrivacySection[] = [
  {
    id: "who-we-are",
    title: "1. Who We Are",
    paragraphs: [
      `${studio.legalName} ("${DEFAULTS.name}", "we", "us" or "our") is a software and AI studio founded in 2024 and headquartered in India, with offices in New Delhi, Bengaluru, Uttar Pradesh and Uttarakhand. We design and build web, mobile, SaaS, AI and immersive products for clients around the world.`,
      `This policy explains how we collect, use, share and protect personal information when you visit our website, contact us, book a scoping session or work with us as a client. By using the website you acknowledge the practices described here.`,
    ],
  },
  {
    id: "information-we-collect",
    title: "2. Information We Collect",
    paragraphs: [
      "We collect only what we need to respond to you, deliver our services and run the website. Depending on how you interact with us, this includes:",
    ],
    bullets: [
      "Personal information: your name, e-mail address, phone or WhatsApp number and anything you choose to tell us in a message, a chat or a scoping-session booking.",
      "Business information: your company name, role, project requirements, budget and timelines, and the documents or materials you share with us during a proposal or engagement.",
      "Technical information: your IP address, browser and device type, operating system, referring page, the pages you visit and the time spent on them, collected through server logs and privacy-respecting analytics.",
      "Cookies: small files that keep the website working (for example, remembering your theme preference) and, where you allow it, help us understand how the website is used. You can block or delete cookies in your browser settings; some features may then work less smoothly.",
    ],
  },
  {
    id: "how-we-use-information",
    title: "3. How We Use Your Information",
    paragraphs: ["We use the information we collect to:"],
    bullets: [
      "Reply to your enquiries, schedule consultations and prepare proposals.",
      "Plan, deliver and support the projects you engage us for.",
      "Send service-related messages such as project updates, invoices and security notices.",
      "Improve our website, content and services based on how they are used.",
      "Protect our website and users against fraud, spam and abuse.",
      "Meet our legal, tax and regulatory obligations.",
    ],
  },
  {
    id: "sharing",
    title: "4. Sharing of Information",
    paragraphs: [
      "We do not sell, rent or trade your personal information. We share it only when it is necessary to run our business or required by law:",
    ],
    bullets: [
      "With trusted partners and service providers — such as cloud hosting, e-mail, scheduling, analytics and payment providers — who process data on our behalf under written confidentiality and data-protection obligations and only for the purposes we specify.",
      "With legal authorities, courts or regulators when we are required to do so by law, or when disclosure is necessary to protect our rights, our clients or the public — again under appropriate confidentiality.",
      "With a successor entity in the event of a merger, acquisition or sale of assets, which will remain bound by this policy.",
    ],
  },
  {
    id: "security",
    title: "5. Data Security",
    paragraphs: [
      "We protect your information with technical and organisational measures appropriate to its sensitivity, and we review them regularly. No system is perfectly secure, but we work to keep the risk as low as reasonably possible.",
    ],
    bullets: [
      "Encryption of data in transit (TLS) and at rest.",
      "Secure cloud infrastructure with reputable providers, hardened configurations, monitoring and regular backups.",
      "Role-based access, so only the people who need information to do their work can reach it, with multi-factor authentication for internal systems.",
    ],
  },
  {
    id: "your-rights",
    title: "6. Your Rights",
    paragraphs: [
      "Subject to the law that applies to you, including India's Digital Personal Data Protection Act, 2023 and, where relevant, the GDPR, you have the right to:",
    ],
    bullets: [
      "Access the personal information we hold about you.",
      "Correct information that is inaccurate or incomplete, or ask us to delete it.",
      "Withdraw your consent at any time, without affecting processing that took place before the withdrawal.",
      "Object to processing, including processing for direct marketing.",
    ],
  },
  {
    id: "retention",
    title: "7. Data Retention",
    paragraphs: [
      "We keep personal information only for as long as we need it for the purposes described in this policy. Enquiries that do not lead to an engagement are deleted within 24 months of our last contact. Client project records are kept for the duration of the engagement and afterwards for as long as our contractual, accounting and legal obligations require. When information is no longer needed, we delete or anonymise it securely.",
    ],
  },
  {
    id: "third-party-links",
    title: "8. Third-Party Links",
    paragraphs: [
      "Our website links to services we do not control, including our scoping-session booking form, our external blog, WhatsApp, Telegram and our social media pages. Those services have their own privacy policies, and we are not responsible for their content or practices. We encourage you to read their policies before sharing information with them.",
    ],
  },
  {
    id: "international-transfers",
    title: "9. International Data Transfers",
    paragraphs: [
      "We are based in India and work with clients and service providers in other countries, so your information may be stored or processed outside the country where you live. Whenever we transfer personal information across borders, we do so in line with applicable law and use appropriate safeguards, such as contractual data-protection commitments from the recipients, so that it stays protected to the standard described in this policy.",
    ],
  },
  {
    id: "policy-updates",
    title: "10. Updates to This Policy",
    paragraphs: [
      "We may update this policy from time to time to reflect changes in our services, technology or the law. The effective date at the top of this page shows when it was last revised. If we make major changes, we will notify you by e-mail where we have your address, or by a prominent notice on our website, before the changes take effect.",
    ],
  },
  {
    id: "contact",
    title: "11. Contact Us",
    paragraphs: [
      `If you have questions about this policy, or want to exercise any of your rights, write to us at ${PRIVACY_CONTACT_EMAIL}. We respond to privacy requests within 30 days.`,
      `${studio.legalName}, Level 3, 21 Barakhamba Road, Connaught Place, New Delhi, Delhi 110001, India.`,
    ],
  },
];
