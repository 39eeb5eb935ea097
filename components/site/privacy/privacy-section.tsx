import type { ReactNode } from "react";
import type { PrivacySection as Section } from "@/content/types";
import { PRIVACY_CONTACT_EMAIL } from "@/content/privacy";

/** A paragraph with the contact e-mail address put in as a mailto link. */
function withMailto(text: string, email: string): ReactNode {
  const at = text.indexOf(PRIVACY_CONTACT_EMAIL);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <a href={`mailto:${email}`}>{email}</a>
      {text.slice(at + PRIVACY_CONTACT_EMAIL.length)}
    </>
  );
}

export function PrivacySection({ section, email }: { section: Section; email: string }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28">
      <h2 id={`${section.id}-title`}>{section.title}</h2>
      {section.paragraphs.map((text) => (
        <p key={text}>{withMailto(text, email)}</p>
      ))}
      {section.bullets && (
        <ul>
          {section.bullets.map((text) => {
            const colon = text.indexOf(": ");
            return (
              <li key={text}>
                {colon > 0 && colon < 40 ? (
                  <>
                    <strong>{text.slice(0, colon)}:</strong>
                    {withMailto(text.slice(colon + 1), email)}
                  </>
                ) : (
                  withMailto(text, email)
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
