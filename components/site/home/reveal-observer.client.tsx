"use client";

import { useEffect } from "react";

/** Marks every [data-reveal] element as revealed when it first comes into view (also elements streamed in later). */
export function RevealObserver() {
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute("data-revealed", "");
        observer.unobserve(entry.target);
      }
    }, { threshold: 0.05, rootMargin: "0px 0px -50px 0px" });
    const watch = () => document.querySelectorAll("[data-reveal]:not([data-revealed])").forEach((el) => observer.observe(el));
    watch();
    const mutations = new MutationObserver(watch);
    mutations.observe(document.getElementById("main") ?? document.body, { childList: true, subtree: true });
    return () => { observer.disconnect(); mutations.disconnect(); };
  }, []);
  return null;
}
