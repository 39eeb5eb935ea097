import { describe, expect, it } from "vitest";
import { parseWrk } from "../../bench/load.mjs";

// What `wrk -t2 -c50 -d10s --latency` printed against a page on this machine (bench/load.mjs reads it).
const run = (tail: string) => `Running 10s test @ http://127.0.0.1:3000/
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     9.93ms    3.10ms  61.20ms   91.37%
    Req/Sec     2.51k   211.30     3.01k    74.00%
  Latency Distribution
     50%  812.00us
     75%    9.61ms
     90%   12.47ms
     99%    1.20s
  49862 requests in 10.00s, 6.85GB read
${tail}Requests/sec:   4984.82
Transfer/sec:    701.21MB
`;

describe("the bench's load from wrk", () => {
  it("reads req/s and the median and 99th percentile latency in milliseconds", () => {
    expect(parseWrk(run(""))).toEqual({ rps: 4985, p50: 0.81, p99: 1200, errors: 0 });
  });

  it("counts socket errors and answers other than 2xx or 3xx as errors", () => {
    const tail = "  Socket errors: connect 0, read 2, write 0, timeout 5\n  Non-2xx or 3xx responses: 3\n";
    expect(parseWrk(run(tail)).errors).toBe(10);
  });
});
