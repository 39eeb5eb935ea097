// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SectionBoundary, SectionFallback } from "@/components/site/case-study/section-boundary.client";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Failing(): never {
  throw new Error("the tech stack could not be drawn");
}

/** Renders in a browser-like document, as the case study does after hydration. */
async function render(...children: ReturnType<typeof createElement>[]) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(createElement("main", null, ...children)));
  return { container, unmount: () => act(() => root.unmount()) };
}

describe("section boundary", () => {
  afterEach(() => vi.restoreAllMocks());

  it("renders its children while nothing failed", async () => {
    const { container, unmount } = await render(
      createElement(SectionBoundary, { section: "Tech Stack" }, createElement("p", null, "stack")),
    );
    expect(container.textContent).toBe("stack");
    await unmount();
  });

  it("shows the section's fallback when a child throws, logs it, and the rest of the page stays", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container, unmount } = await render(
      createElement(SectionBoundary, { section: "Tech Stack" }, createElement(Failing)),
      createElement("p", null, "the results section"),
    );
    expect(container.querySelector("[role=alert]")?.textContent).toBe(
      "Unable to load Tech Stack sectionPlease refresh the page to try again",
    );
    expect(container.textContent).toContain("the results section");
    expect(
      logged.mock.calls.some(
        (call) =>
          String(call[0]).includes("the Tech Stack section failed") && String(call[1]).includes("could not be drawn"),
      ),
    ).toBe(true);
    await unmount();
  });

  it("the fallback names the section", () => {
    expect(renderToString(createElement(SectionFallback, { section: "Gallery" }))).toContain(
      "Unable to load Gallery section",
    );
  });
});
