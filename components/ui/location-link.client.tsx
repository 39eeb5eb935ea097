"use client";

import type { AnchorHTMLAttributes } from "react";
import { writeLocation } from "@/lib/url/location-search";
import { isPlainClick } from "./plain-click";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick"> & {
  href: string;
  mode?: "push" | "replace";
};

/** A filter chip that is a real link: a tap before the page has hydrated (or without JavaScript) loads the filtered
 *  address, and the static page filters itself from it. Once hydrated, a plain click writes the address through the
 *  History API instead, so the list changes at once with no request. A button in its place did nothing when tapped
 *  before React was listening, and that tap was lost. */
export function LocationLink({ href, mode = "push", ...props }: Props) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        if (href !== window.location.pathname + window.location.search) writeLocation(href, mode);
      }}
    />
  );
}
