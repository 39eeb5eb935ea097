"use client";

import Image from "next/image";
import { useState } from "react";

/** The CEO's portrait; if the image fails, the initials on an accent gradient. */
export function CeoPortrait({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  if (failed) {
    return (
      <div
        data-testid="ceo-initials"
        role="img"
        aria-label={name}
        className="grid size-full place-items-center bg-gradient-brand font-display text-4xl font-semibold md:text-6xl text-white"
      >
        {initials}
      </div>
    );
  }
  return (
    <Image
      src={src}
      alt={name}
      fill
      sizes="(min-width: 768px) 380px, 112px"
      className="object-cover"
      onError={() => setFailed(true)}
    />
  );
}
