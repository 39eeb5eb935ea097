import { describe, expect, it } from "vitest";
import { missedByBarePage } from "../../bench/budgets.mjs";

const cells = [{ page: "/", value: "1055 ms", pass: false }];

describe("the bench's budgets the bare Next.js page itself misses", () => {
  it("names each budget the bare page misses in the same run, with the bare page's value", () => {
    expect(
      missedByBarePage([
        { name: "mobile TBT ≤ 200 ms (median)", cells, bare: { value: "448 ms", pass: false } },
        { name: "mobile performance ≥ 90 (median)", cells, bare: { value: 89, pass: false } },
      ]),
    ).toEqual(["mobile TBT ≤ 200 ms (median) (bare page: 448 ms)", "mobile performance ≥ 90 (median) (bare page: 89)"]);
  });

  it("leaves out budgets the bare page meets, and those not measured on it", () => {
    expect(
      missedByBarePage([
        { name: "mobile LCP ≤ 2500 ms (median)", cells, bare: { value: "1071 ms", pass: true } },
        { name: "HTML ≤ 150 KB uncompressed", cells },
      ]),
    ).toEqual([]);
  });
});
