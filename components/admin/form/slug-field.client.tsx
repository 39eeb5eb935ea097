"use client";

import { useEffect, useState } from "react";
import { useFormContext } from "react-hook-form";
import { slugify } from "@/lib/slug";
import { errorClass, fieldClass, helpClass, inputClass, labelClass } from "./field-styles";

interface Answer {
  slug: string;
  available: boolean;
  message: string;
}

/** The item's address: suggested from the title until edited by hand, checked for format and uniqueness as you type
 *  (the server checks again on save). */
export function SlugField({ kind, id, prefix }: { kind: "project" | "blog"; id?: string; prefix: string }) {
  const { register, watch, setValue, getFieldState, formState } = useFormContext();
  const title = watch("title") as string;
  const slug = (watch("slug") as string) ?? "";
  const [edited, setEdited] = useState(Boolean(id));
  const [answer, setAnswer] = useState<Answer | null>(null);
  const check = !slug || slug === id ? "idle" : answer?.slug === slug ? "done" : "checking";
  const error = getFieldState("slug", formState).error?.message;

  useEffect(() => {
    if (!edited) setValue("slug", title ? slugify(title, "") : "");
  }, [title, edited, setValue]);

  useEffect(() => {
    if (!slug || slug === id) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const query = new URLSearchParams({ kind, slug, ...(id ? { id } : {}) });
      const checked = await fetch(`/api/admin/slugs?${query}`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<Omit<Answer, "slug">>) : null))
        .catch(() => null);
      if (!controller.signal.aborted) {
        setAnswer({ slug, ...(checked ?? { available: true, message: "Could not check now; the save will." }) });
      }
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, id, kind]);

  const field = register("slug", { onChange: () => setEdited(true) });
  return (
    <div className={`${fieldClass} sm:col-span-2`}>
      <label htmlFor="field-slug" className={labelClass}>
        Slug
      </label>
      <div className="flex items-center gap-1 text-sm text-muted">
        <span aria-hidden className="shrink-0 whitespace-nowrap">
          {prefix}
        </span>
        <input
          id="field-slug"
          className={`${inputClass} min-w-0`}
          aria-describedby="field-slug-status"
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          {...field}
        />
      </div>
      <p
        id="field-slug-status"
        role="status"
        className={check === "done" && !answer?.available ? errorClass : helpClass}
      >
        {check === "checking"
          ? "Checking…"
          : check === "done"
            ? answer?.message
            : id
              ? "Changing it keeps the old address working: it redirects here."
              : "Suggested from the title; you can change it."}
      </p>
      {error && <p className={errorClass}>{error}</p>}
    </div>
  );
}
