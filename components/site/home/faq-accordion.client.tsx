"use client";

import * as Accordion from "@radix-ui/react-accordion";
import { Plus } from "lucide-react";
import type { FaqItem } from "@/content/types";

/** The FAQ: one item open at a time, keyboard accessible (Radix accordion). */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-border rounded-card border border-border bg-surface">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex min-h-14 w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-medium">
                {item.question}
                <Plus aria-hidden className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-45" />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-5 pb-5 leading-relaxed text-muted data-[state=closed]:hidden">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
