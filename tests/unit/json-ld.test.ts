import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "@/components/ui/json-ld";

describe("JsonLd", () => {
  it("keeps a value that holds </script> inside the script element, and parses back to the same data", () => {
    const data = { "@type": "BlogPosting", headline: "Why </script><script>alert(1)</script> matters" };
    const html = renderToStaticMarkup(createElement(JsonLd, { data }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith("</script>")).toBe(true);
    const json = html.replace(/^<script type="application\/ld\+json">/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(json)).toEqual(data);
  });
});
