import { z } from "zod";

/** What a credentials sign-in may carry: next-auth parses a JSON body as is, so a field could be an object or an
 *  array (which then failed deep inside sign-in with a 500 naming a function). Form bodies are always text. */
const SignInBody = z
  .object({
    email: z.string().optional(),
    password: z.string().optional(),
    csrfToken: z.string().optional(),
    callbackUrl: z.string().optional(),
    json: z.string().optional(),
  })
  .passthrough();

/** The message for a sign-in request of the wrong shape (answered 400), or null when next-auth may read it. */
export async function credentialsShapeError(request: Request): Promise<string | null> {
  if (!(request.headers.get("content-type") ?? "").includes("application/json")) return null;
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    return "The sign-in request is not valid JSON.";
  }
  return SignInBody.safeParse(body).success ? null : "Email and password must be sent as text.";
}
