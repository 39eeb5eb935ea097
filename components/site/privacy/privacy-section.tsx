import type { ReactNode } from "react";
import type { PrivacySection as Section } from "@/content/types";
import { PRIVACY_CONTACT_EMAIL } from "@/content/privacy";

/** A paragraph with the contact e-mail address turned into a mailto link. */
function withMailto(text: string): ReactNode {
  const at = text.indexOf(PRIVACY_CONTACT_EMAIL);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>
      {text.slice(at + PRIVACY_CONTACT_EMAIL.length)}
    </>
  );
}

export function PrivacySection({ section }: { section: Section }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28">
      <h2 id={`${section.id}-title`}>{section.title}</h2>
      {section.paragraphs.map((text) => <p key={text}>{withMailto(text)}</p>)}
      {section.bullets && (
        <ul>
          {section.bullets.map((text) => {
            const colon = text.indexOf(": ");
            return (
              <li key={text}>
                {colon > 0 && colon < 40 ? <><strong>{text.slice(0, colon)}:</strong>{withMailto(text.slice(colon + 1))}</> : withMailto(text)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
