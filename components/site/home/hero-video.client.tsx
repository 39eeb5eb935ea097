"use client";

import { useEffect, useRef } from "react";
import { hero } from "@/content/home";

/** The looping, muted background video; it never plays under prefers-reduced-motion (the poster stays). */
export function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    // The light theme hides the video: it only plays while it is shown (the header toggle switches the theme).
    const apply = () => {
      if (query.matches || getComputedStyle(video).display === "none") video.pause();
      else
        video.play().catch(() => {
          /* autoplay refused: the poster stays */
        });
    };
    apply();
    query.addEventListener("change", apply);
    const theme = new MutationObserver(apply);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    return () => {
      query.removeEventListener("change", apply);
      theme.disconnect();
    };
  }, []);

  return (
    <video
      ref={ref}
      data-testid="hero-video"
      className="absolute inset-0 hidden size-full object-cover dark:block"
      muted
      loop
      playsInline
      preload="metadata"
      poster={hero.video.poster}
      aria-hidden
      tabIndex={-1}
    >
      <source src={hero.video.webm} type="video/webm" />
      <source src={hero.video.mp4} type="video/mp4" />
    </video>
  );
}
