/** Any base of our own: a value resolved against it that keeps it names a path on this site. */
const HERE = "http://here.invalid";
const MAX_LENGTH = 2_000;

/**
 * The path on this site `value` names, ready to send as a redirect's `Location`, or null when it names anything else
 * (or is junk). Browsers drop tabs and line breaks inside a URL and read a backslash as a slash, so `/\t/evil.example`
 * or `/\evil.example` would take them to another site: a value with a control character or a backslash is refused
 * outright, and what is left must resolve to this origin. The answer is the resolved, normalised path (dot segments
 * resolved, unsafe characters %-encoded), never the raw text.
 */
export function localPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH || !value.startsWith("/")) return null;
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return null;
  }
  return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : null;
}
