import { describe, expect, it } from "vitest";
import { gate } from "@/server/http/gate.mjs";

describe("gate", () => {
  it("runs at most its limit at once, the others in the order they came, each as one finishes", () => {
    const g = gate(2);
    const started: number[] = [];
    const dones: (() => void)[] = [];
    for (let i = 0; i < 5; i++)
      g.run((done) => {
        started.push(i);
        dones[i] = done;
      });
    expect(started).toEqual([0, 1]);
    expect([g.running, g.waiting]).toEqual([2, 3]);
    dones[1]();
    expect(started).toEqual([0, 1, 2]);
    dones[1](); // a second call frees nothing more
    expect(started).toEqual([0, 1, 2]);
    dones[0]();
    dones[2]();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    dones[3]();
    dones[4]();
    expect([g.running, g.waiting]).toEqual([0, 0]);
  });
});
