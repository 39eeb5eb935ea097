"use client";

import { Icon } from "@/components/ui/icon";
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent, type PointerEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { FeaturedProject } from "./featured-project";
import { ServiceCardHeader, type ServiceSummary } from "./service-card-header";
import { useServiceCards } from "./service-cards.client";
import {
  EXPANDED_MAX_HEIGHT_PX,
  HOVER_COLLAPSE_MS,
  HOVER_EXPAND_MS,
  HOVER_PRELOAD_MS,
  SCROLL_ACTIVE_VELOCITY,
  SCROLL_FAST_VELOCITY,
} from "./service-expansion";
import { FEATURED_DELAY_MS } from "./reveal-delay";
import { useHeightAnimation } from "./use-height-animation";

type Timer = ReturnType<typeof setTimeout> | undefined;

/** One expanding service card. Pointer: expands after 100 ms of hover unless scrolling fast, collapses
 *  150 ms after leaving. Touch: the header toggles it. Keyboard: Enter/Space on the header toggles it. */
export function ServiceCard({
  card,
  priority,
  projects,
  className,
  style,
}: {
  card: ServiceSummary;
  priority: boolean;
  projects: FeaturedProject[];
  className?: string;
  style?: CSSProperties;
}) {
  const { id, title, route: href } = card;
  const { expanded, setExpanded, collapse, touch, velocity, preload } = useServiceCards();
  const open = expanded === id;
  // The details join the DOM when the card first opens and stay for the collapse and the next opening: ten closed
  // panels in the server's HTML were a tenth of the home page, style and layout that nobody sees, and the
  // hydration of ~400 elements. Visitors without JavaScript never saw them (the link below leads to them).
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const panel = useHeightAnimation<HTMLDivElement>(open);
  const timers = useRef<{ expand: Timer; collapse: Timer; preload: Timer }>({
    expand: undefined,
    collapse: undefined,
    preload: undefined,
  });

  // The featured projects appear a moment after the card has opened.
  const [featuredShown, setFeaturedShown] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setFeaturedShown(true), FEATURED_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setFeaturedShown(false);
    };
  }, [open]);

  useEffect(() => {
    const t = timers.current;
    return () => {
      clearTimeout(t.expand);
      clearTimeout(t.collapse);
      clearTimeout(t.preload);
    };
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
    <article
      id={`services-${id}`}
      data-reveal
      data-expanded={open}
      onPointerEnter={onEnter}
      onPointerLeave={onLeave}
      style={style}
      className={cn("group/card service-card", className)}
    >
      <div className="service-card-body">
        <ServiceCardHeader card={card} priority={priority} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`service-details-${id}`}
          onClick={onHeaderClick}
          className="service-card-toggle js-only"
        >
          <span>
            {open ? "Hide details" : "Show details"}
            <span className="sr-only"> about {title}</span>
          </span>
          <Icon name="ChevronDown" />
        </button>
        {/* Without scripts the button cannot open the card (js-only hides it): the service's page holds every detail. */}
        <noscript>
          <a href={href} className="service-card-toggle">
            <span>
              Show details<span className="sr-only"> about {title}</span>
            </span>
            <Icon name="ArrowRight" />
          </a>
        </noscript>
      </div>
      <div
        ref={panel}
        id={`service-details-${id}`}
        data-testid={`service-details-${id}`}
        inert={!open}
        aria-hidden={!open}
        data-service-details
        data-featured-shown={featuredShown || undefined}
        style={{ maxHeight: EXPANDED_MAX_HEIGHT_PX }}
        className={cn(
          "service-card-panel",
          open
            ? "overflow-y-auto overscroll-contain sm:border sm:border-foreground/15 sm:shadow-[0_30px_80px_-20px_rgb(0_0_0/0.45)]"
            : "overflow-hidden",
        )}
      >
        {mounted ? <DetailsSlot card={card} projects={projects} /> : null}
      </div>
    </article>
  );
}

/** The open card's details once their module has arrived; until then a line saying they are loading, and if the
 *  module cannot be loaded (offline), a way to try again or to read them on the service's page. */
function DetailsSlot({ card, projects }: { card: ServiceSummary; projects: FeaturedProject[] }) {
  const { details, loadDetails } = useServiceCards();
  useEffect(loadDetails, [loadDetails]);
  if (details.module) return <details.module.ServiceDetails id={card.id} projects={projects} />;
  if (!details.failed)
    return (
      <p role="status" className="p-5 text-sm text-muted">
        Loading details…
      </p>
    );
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 p-5 text-sm">
      <p className="text-muted">The details could not be loaded.</p>
      <button type="button" onClick={loadDetails} className={buttonClass({ size: "sm", variant: "outline" })}>
        Try again
      </button>
      <a href={card.route} className={buttonClass({ size: "sm" })}>
        Learn More<span className="sr-only"> about {card.title}</span>
      </a>
    </div>
  );
}
