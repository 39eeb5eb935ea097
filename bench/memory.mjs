// Memory of a server's whole process tree (RSS, from /proc): at rest, and over a long mixed load, sampled so the
// bench can print start, peak and end and tell a leak (still growing at the end) from a warm-up.
import fs from "node:fs";
import autocannon from "autocannon";

function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
function childrenOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** RSS in MB of `pid` and every process below it. */
export function treeRssMb(pid) {
  let kb = 0;
  const todo = [pid];
  while (todo.length) {
    const p = todo.pop();
    kb += rssKb(p);
    todo.push(...childrenOf(p));
  }
  return Math.round(kb / 1024);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** RSS after `idleMs` without requests (what a quiet server holds). */
export async function restingRss(pid, idleMs = 10_000) {
  await sleep(idleMs);
  return treeRssMb(pid);
}

/** `seconds` of load over every page in turn (10 connections), RSS sampled every 5 s. Returns the resting RSS
 *  before, the peak during, the lowest RSS around the first minute (30-90 s) and in the load's last minute (shorter
 *  windows for a shorter load), and the resting RSS after. */
export async function memoryUnderLoad(origin, pid, pages, seconds = 300) {
  const start = await restingRss(pid, 5_000);
  const samples = [];
  const sampler = setInterval(() => samples.push({ t: samples.length * 5, mb: treeRssMb(pid) }), 5_000);
  let result;
  try {
    result = await autocannon({
      url: origin,
      connections: 10,
      duration: seconds,
      requests: pages.map((path) => ({ method: "GET", path })),
    });
  } finally {
    clearInterval(sampler);
  }
  const end = await restingRss(pid, 10_000);
  // Under load the heap saws up and down by ~120 MB between collections (a 2026-11-30 probe: V8 heap 165-300 MB,
  // RSS 493-630, back to 80 and 399 at rest), so one sample says where the saw stood. The lowest sample of a minute is
  // what the server keeps after collecting: a leak raises it, garbage does not.
  // The windows shrink with a short load (--quick: 30 s), so neither is ever empty.
  const last = samples.at(-1)?.t ?? 0;
  const trough = (from, to) => {
    const inWindow = samples.filter((s) => s.t >= from && s.t <= to).map((s) => s.mb);
    return inWindow.length > 0 ? Math.min(...inWindow) : 0;
  };
  const span = Math.min(60, last / 2);
  const settled = Math.min(30, span / 2); // past the warm-up
  return {
    seconds,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
    start,
    peak: Math.max(start, ...samples.map((s) => s.mb)),
    afterFirstMinute: trough(settled, settled + span),
    endOfLoad: trough(last - span, last),
    end,
  };
}
