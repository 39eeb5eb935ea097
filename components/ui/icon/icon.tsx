import type { SVGProps } from "react";
import type { IconName } from "./names";
import { SPRITE_VERSION } from "./sprite-version";

/** public/sprite.svg, kept by browsers for good (next.config.ts): a short address, as every icon repeats it. */
const SPRITE = `/sprite.svg?v=${SPRITE_VERSION}`;

type Props = { name: IconName } & Omit<SVGProps<SVGSVGElement>, "children">;

/** A lucide icon drawn from the site's sprite: a `<use>` of one immutable, cached file instead of the icon's paths in
 *  every page's HTML and again in React's payload (~40 KB of `/`). Hidden from assistive technology unless it is
 *  labelled; a class sizes it (1.5rem otherwise) and colours it (`currentColor`). */
export function Icon({ name, className, ...props }: Props) {
  // no attribute set to undefined: a server component's payload would still name each one ("role":"$undefined")
  const a11y = props["aria-label"] || props["aria-labelledby"] ? { role: "img" } : { "aria-hidden": true };
  return (
    <svg {...a11y} className={className ? `icon ${className}` : "icon"} {...props}>
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
