import { describe, expect, it } from "vitest";
import { selfTimeByEvent } from "../../bench/trace-self-time.mjs";

const span = (name: string, ts: number, dur: number, tid = 1) => ({ name, ph: "X", pid: 7, tid, ts, dur });

describe("the main thread's own time by trace event", () => {
  it("gives each event its duration less its children's, on the thread that ran the most tasks", () => {
    const events = [
      span("RunTask", 0, 10_000),
      span("EvaluateScript", 1_000, 6_000),
      span("v8.compile", 2_000, 2_000),
      span("RunTask", 20_000, 4_000),
      span("Layout", 20_000, 4_000),
      span("RunTask", 0, 5_000, 2),
      span("Other thread's work", 0, 5_000, 2),
      { name: "navigationStart", ph: "R", pid: 7, tid: 1, ts: 0 },
    ];
    expect(selfTimeByEvent(events)).toEqual({ RunTask: 4, EvaluateScript: 4, "v8.compile": 2, Layout: 4 });
  });
});
