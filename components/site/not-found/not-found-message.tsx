import { IntentLink } from "@/components/site/intent-link.client";
import { buttonClass } from "@/components/ui/button";

/** "Oops! Page not found" with the way home: the 404 of the site (inside its header and footer) and of the app. */
export function NotFoundMessage() {
  return (
    <div className="container-page grid min-h-[80vh] place-items-center py-32 text-center">
      <div>
        <p className="font-display text-[clamp(5rem,18vw,11rem)] font-semibold leading-none text-gradient tabular">
          404
        </p>
        <h1 className="mt-4 text-h2 font-semibold">Oops! Page not found</h1>
        <p className="mx-auto mt-4 max-w-md text-muted">
          The page you are looking for has moved, or never existed. Let’s get you back on track.
        </p>
        <IntentLink href="/" className={buttonClass({ size: "lg", className: "mt-8" })}>
          Return to Home
        </IntentLink>
      </div>
    </div>
  );
}
