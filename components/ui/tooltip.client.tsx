"use client";

import { cloneElement, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from "react";

/** A tooltip opens after resting on (or focusing) its control this long… */
const TOOLTIP_OPEN_MS = 700;
/** …or at once when another tooltip closed less than this long ago (moving along a row of icon buttons). */
const TOOLTIP_SKIP_MS = 300;

let lastClosedAt = Number.NEGATIVE_INFINITY;

type Place = { left: number; top: number; above: boolean };

/** Names an icon-only control on hover and keyboard focus: a small bubble under it (above it near the bottom of the
 *  window), described to assistive technology while shown, closed by Escape. Wraps the control without a box of its
 *  own (display: contents), so layouts and fixed positioning of the control stay as they are. */
export function Tooltip({
  label,
  children,
}: {
  label: string;
  children: ReactElement<{ "aria-describedby"?: string }>;
}) {
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [place, setPlace] = useState<Place | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    const control = wrapper.current?.firstElementChild;
    if (!control) return;
    const box = control.getBoundingClientRect();
    const above = box.bottom + 48 > window.innerHeight;
    setPlace({ left: box.left + box.width / 2, top: above ? box.top - 8 : box.bottom + 8, above });
  };
  const open = () => {
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_MS;
    if (skip) show();
    else timer.current = setTimeout(show, TOOLTIP_OPEN_MS);
  };
  const close = () => {
    clearTimeout(timer.current);
    setPlace((shown) => {
      if (shown) lastClosedAt = performance.now();
      return null;
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && place) close();
  };

  return (
    <span
      ref={wrapper}
      className="contents"
      onPointerEnter={(e) => e.pointerType !== "touch" && open()}
      onPointerLeave={close}
      onFocus={open}
      onBlur={close}
      onKeyDown={onKeyDown}
      onClick={close}
    >
      {cloneElement(children, { "aria-describedby": place ? id : undefined })}
      {place ? (
        <span
          role="tooltip"
          id={id}
          data-testid="tooltip"
          style={{ left: place.left, top: place.top, transform: `translate(-50%, ${place.above ? "-100%" : "0"})` }}
          className="pointer-events-none fixed z-[70] whitespace-nowrap rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-lg"
        >
          {label}
        </span>
      ) : null}
    </span>
  );
}
