"use client";

import { fieldClass } from "@/components/admin/form/field-styles";
import { useEffect, useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { Icon } from "@/components/ui/icon";
import type { LibraryItem } from "@/lib/media/library";
import { markdownImages } from "@/lib/media/markdown-images";
import { MediaPicker } from "@/components/admin/media/media-picker.client";
import { buttonClass } from "@/components/ui/button";
import { ARTICLE_PROSE } from "@/components/site/blog/article-prose";
import { TextField } from "@/components/admin/form/text-field.client";

interface Rendered {
  html: string;
  readingTime: number;
}

const HELP =
  "Markdown: # Heading, **bold**, *italic*, [link](https://…), - list, 1. list, > quote, `code`, " +
  "```ts for a code block, | a | b | tables, ![alt](image) images. Bodies written in HTML keep working.";

/** The blog body in Markdown with a live preview beside it (rendered by the server exactly as the article will be,
 *  half a second after typing stops) and the reading time computed from it. */
export function MarkdownEditor() {
  const { watch, getValues, setValue } = useFormContext();
  const [picking, setPicking] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // Library images go in where the cursor was (or at the end), as paragraphs of their own.
  const insertImages = (items: LibraryItem[]) => {
    if (items.length === 0) return;
    const text = (getValues("content") as string | undefined) ?? "";
    const area = box.current?.querySelector("textarea");
    const at = area ? area.selectionEnd : text.length;
    const before = text.slice(0, at).replace(/\s*$/, ""),
      after = text.slice(at).replace(/^\s*/, "");
    const next = `${before}${before ? "\n\n" : ""}${markdownImages(items)}${after ? "\n\n" : ""}${after}`;
    setValue("content", next, { shouldDirty: true, shouldValidate: true });
    area?.focus();
  };
  const content = (watch("content") as string | undefined) ?? "";
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch("/api/admin/blog-preview", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ content }),
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`preview answered ${response.status}`);
        setRendered((await response.json()) as Rendered);
        setFailed(false);
      } catch (error) {
        if (!controller.signal.aborted) setFailed(Boolean(error));
      }
    }, 500);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content]);

  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      <div ref={box} className={fieldClass}>
        <TextField name="content" label="Blog Content" rows={15} required browserRequired help={HELP} />
        <button
          type="button"
          onClick={() => setPicking(true)}
          className={buttonClass({ variant: "outline", size: "sm", className: "justify-self-start" })}
        >
          <Icon name="ImagePlus" />
          Insert images from library
        </button>
        <MediaPicker
          open={picking}
          multiple
          onClose={() => setPicking(false)}
          onPick={(_urls, items) => insertImages(items)}
        />
      </div>
      <section aria-label="Live preview" className={fieldClass}>
        <p className="text-sm font-medium">
          Live preview
          <span role="status" className="ml-2 font-normal text-muted">
            {rendered && `${rendered.readingTime} min read (from the body)`}
          </span>
        </p>
        {failed && <p className="text-sm text-pink">The preview could not be updated. It tries again as you type.</p>}
        <div
          data-testid="markdown-preview"
          className={`min-h-40 overflow-auto rounded-2xl border border-border bg-background p-5 ${ARTICLE_PROSE}`}
          dangerouslySetInnerHTML={{ __html: rendered?.html ?? "" }}
        />
      </section>
    </div>
  );
}
