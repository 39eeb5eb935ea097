"use client";

import { Icon } from "@/components/ui/icon";
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent, type PointerEvent, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { useServiceCards } from "./service-cards.client";
import {
  EXPANDED_MAX_HEIGHT_PX, HOVER_COLLAPSE_MS, HOVER_EXPAND_MS, HOVER_PRELOAD_MS, SCROLL_ACTIVE_VELOCITY, SCROLL_FAST_VELOCITY,
} from "./service-expansion";
import { FEATURED_DELAY_MS } from "./reveal-delay";
import { useHeightAnimation } from "./use-height-animation";

type Timer = ReturnType<typeof setTimeout> | undefined;

/** One expanding service card. Pointer: expands after 100 ms of hover unless scrolling fast, collapses
 *  150 ms after leaving. Touch: the header toggles it. Keyboard: Enter/Space on the header toggles it. */
export function ServiceCard({ id, title, href, header, children, className, style }:
  { id: string; title: string; href: string; header: ReactNode; children: ReactNode; className?: string; style?: CSSProperties }) {
  const { expanded, setExpanded, collapse, touch, velocity, preload } = useServiceCards();
  const open = expanded === id;
  // The details join the DOM when the card first opens and stay for the collapse and the next opening: ten closed
  // panels in the server's HTML were a tenth of the home page, style and layout that nobody sees, and the
  // hydration of ~400 elements. Visitors without JavaScript never saw them (the link below leads to them).
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const panel = useHeightAnimation<HTMLDivElement>(open);
  const timers = useRef<{ expand: Timer; collapse: Timer; preload: Timer }>({ expand: undefined, collapse: undefined, preload: undefined });

  // The featured projects appear a moment after the card has opened.
  const [featuredShown, setFeaturedShown] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setFeaturedShown(true), FEATURED_DELAY_MS);
    return () => { clearTimeout(timer); setFeaturedShown(false); };
  }, [open]);

  useEffect(() => {
    const t = timers.current;
    return () => { clearTimeout(t.expand); clearTimeout(t.collapse); clearTimeout(t.preload); };
  }, []);

  const onEnter = (event: PointerEvent) => {
    if (touch || event.pointerType === "touch") return;
    const t = timers.current;
    clearTimeout(t.collapse);
    t.collapse = undefined;
    clearTimeout(t.preload);
    t.preload = setTimeout(preload, HOVER_PRELOAD_MS);
    if (open || velocity.current > SCROLL_FAST_VELOCITY) return;
    clearTimeout(t.expand);
    t.expand = setTimeout(() => {
      if (velocity.current < SCROLL_ACTIVE_VELOCITY) setExpanded(id);
    }, HOVER_EXPAND_MS);
  };

  const onLeave = (event: PointerEvent) => {
    if (touch || event.pointerType === "touch") return;
    const t = timers.current;
    clearTimeout(t.expand);
    clearTimeout(t.preload);
    clearTimeout(t.collapse);
    t.collapse = setTimeout(() => collapse(id), HOVER_COLLAPSE_MS);
  };

  const onHeaderClick = (event: MouseEvent) => {
    // Taps on touch devices and keyboard activation (detail 0) toggle; a mouse click only opens.
    if (touch || event.detail === 0) setExpanded(open ? null : id);
    else setExpanded(id);
  };

  // From tablets up the details open as a panel across the group's row, over the rows below (the grid is its
  // containing block: the card itself is not positioned; it is a block, so the panel's place is right below the
  // card's full-height header), so no other card moves. Phones expand the card inline.
  return (
    <article id={`services-${id}`} data-reveal data-expanded={open} onPointerEnter={onEnter} onPointerLeave={onLeave} style={style}
      className={cn("group/card service-card",
        open ? "border-foreground/25 shadow-2xl ring-1 ring-foreground/10" : "hover:-translate-y-0.5", className)}>
      <div className="relative sm:flex sm:h-full sm:flex-col sm:justify-between">
        {header}
        <button type="button" aria-expanded={open} aria-controls={`service-details-${id}`} onClick={onHeaderClick}
          className="service-card-toggle js-only">
          <span>{open ? "Hide details" : "Show details"}<span className="sr-only"> about {title}</span></span>
          <Icon name="ChevronDown" className={cn("size-4 transition-transform", open && "rotate-180")} />
        </button>
        {/* Without scripts the button cannot open the card (js-only hides it): the service's page holds every detail. */}
        <noscript>
          <a href={href} className="service-card-toggle">
            <span>Show details<span className="sr-only"> about {title}</span></span>
            <Icon name="ArrowRight" className="size-4" />
          </a>
        </noscript>
      </div>
      <div ref={panel} id={`service-details-${id}`} data-testid={`service-details-${id}`} inert={!open} aria-hidden={!open}
        data-service-details data-featured-shown={featuredShown || undefined} style={{ maxHeight: EXPANDED_MAX_HEIGHT_PX }}
        className={cn("service-card-panel",
          open ? "overflow-y-auto overscroll-contain sm:border sm:border-foreground/15 sm:shadow-[0_30px_80px_-20px_rgb(0_0_0/0.45)]" : "overflow-hidden")}>
        {mounted ? children : null}
      </div>
    </article>
  );
}
