import type { SVGProps } from "react";
import type { IconName } from "./names";
import sprite from "./sprite.svg";

type Props = { name: IconName } & Omit<SVGProps<SVGSVGElement>, "children">;

/** A lucide icon drawn from the site's sprite: a `<use>` of one immutable, cached file instead of the icon's paths in
 *  every page's HTML and again in React's payload (~40 KB of `/`). Hidden from assistive technology unless it is
 *  labelled; a class sizes it (1.5rem otherwise) and colours it (`currentColor`). */
export function Icon({ name, className, ...props }: Props) {
  const labelled = Boolean(props["aria-label"] || props["aria-labelledby"]);
  return (
    <svg aria-hidden={labelled ? undefined : true} role={labelled ? "img" : undefined} className={className ? `icon ${className}` : "icon"} {...props}>
      <use href={`${sprite.src}#${name}`} />
    </svg>
  );
}
