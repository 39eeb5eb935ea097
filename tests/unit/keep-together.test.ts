import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KeepRangesTogether } from "@/components/ui/keep-together";

const html = (text: string) => renderToStaticMarkup(createElement(KeepRangesTogether, { text }));

describe("KeepRangesTogether", () => {
  it("wraps each figure range in a span that does not break, leaving the text as it was", () => {
    expect(html("300-500% ROI in 90 days")).toBe('<span class="whitespace-nowrap">300-500%</span> ROI in 90 days');
    expect(html("a reply in 2-4 hours, 1,000-2,500 calls")).toBe(
      'a reply in <span class="whitespace-nowrap">2-4</span> hours, <span class="whitespace-nowrap">1,000-2,500</span> calls',
    );
  });

  it("leaves words with hyphens alone", () => {
    expect(html("AI-powered, real-time")).toBe("AI-powered, real-time");
  });
});
