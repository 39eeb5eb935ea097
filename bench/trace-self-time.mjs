// The main thread's own time by trace event, from a Chromium trace (bench/main-thread.mjs --split).

/** Each complete event's own time (its duration less its children's) on the thread that ran the most tasks (the
 *  renderer's main thread), in ms by event name. @param {{name: string, ph: string, pid: number, tid: number, ts: number, dur?: number}[]} events */
export function selfTimeByEvent(events) {
  const busy = {};
  for (const e of events)
    if (e.name === "RunTask" && e.ph === "X") busy[`${e.pid}:${e.tid}`] = (busy[`${e.pid}:${e.tid}`] ?? 0) + e.dur;
  const main = Object.entries(busy).sort((a, b) => b[1] - a[1])[0]?.[0];
  const spans = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const open = [];
  const own = new Map();
  for (const e of spans) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    const parent = open.at(-1);
    if (parent) own.set(parent, own.get(parent) - e.dur);
    own.set(e, e.dur);
    open.push(e);
  }
  const byName = {};
  for (const [e, us] of own) byName[e.name] = (byName[e.name] ?? 0) + Math.max(0, us) / 1000;
  return byName;
}
