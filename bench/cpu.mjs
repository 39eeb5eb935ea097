// Server CPU per request: utime+stime (and the reaped children's cutime+cstime) of a server's whole process tree,
// read from /proc before and after a fixed number of requests, divided by the number of requests.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";

let ticksPerSecond;
const clockTicks = () => (ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100);

function stat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may contain spaces) start at field 3 (state).
    const f = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) };
  } catch {
    return null;
  } // gone
}

/** CPU milliseconds used so far by `rootPid` and every process below it. */
export function treeCpuMs(rootPid) {
  const stats = new Map();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (s) stats.set(Number(name), s);
  }
  let ticks = 0;
  const todo = [rootPid];
  while (todo.length) {
    const pid = todo.pop();
    ticks += stats.get(pid)?.ticks ?? 0;
    for (const [child, s] of stats) if (s.ppid === pid) todo.push(child);
  }
  return (ticks * 1000) / clockTicks();
}

/** `requests` GETs of `url` over `connections` connections; the server tree's CPU ms per request. */
export async function cpuPerRequest(url, pid, { requests = 2000, connections = 10 } = {}) {
  const before = treeCpuMs(pid);
  const r = await autocannon({ url, connections, amount: requests });
  const after = treeCpuMs(pid);
  const done = r.requests.total;
  return {
    requests: done,
    errors: r.errors + r.non2xx,
    cpuMs: Number((after - before).toFixed(0)),
    msPerRequest: Number(((after - before) / done).toFixed(3)),
  };
}
