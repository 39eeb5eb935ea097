// Lighthouse A/B of two production builds on this machine: runs alternate between them, so a machine that drifts
// (other load, thermal, a neighbour on the host) weighs on both alike. Single runs here spread over 10-20 points;
// compare medians of several runs, never one run against another taken at another time.
//
// Both go through nginx with TLS and HTTP/2 as `npm run bench` measures them (--direct: straight to `next start`).
//   node bench/ab.mjs <distA> <distB> [--runs N] [--preset mobile|desktop] [--direct] [page ...]
//   e.g. git stash; NEXT_DIST_DIR=.next-a npm run build; git stash pop; NEXT_DIST_DIR=.next-b npm run build;
//        node bench/ab.mjs .next-a .next-b / /blogs
import { alternate, median, option } from "./alternate.mjs";
import { audit } from "./lighthouse.mjs";
import { PAGES, startServer } from "./server.mjs";
import { startTlsFront, tlsFrontAvailable } from "./tls-front.mjs";

const args = process.argv.slice(2);
const runs = Number(option(args, "--runs", "4"));
const preset = option(args, "--preset", "mobile");
const direct = args.includes("--direct") || !tlsFrontAvailable();
if (args.includes("--direct")) args.splice(args.indexOf("--direct"), 1);
else if (direct)
  console.error("ab: no nginx here (apt-get install -y nginx): Lighthouse goes straight to next start over HTTP/1.1");
const [distA, distB, ...pages] = args;
if (!distA || !distB) {
  console.error("usage: node bench/ab.mjs <distA> <distB> [--runs N] [--preset mobile|desktop] [page ...]");
  process.exit(2);
}

const servers = [await startServer({ dist: distA }), await startServer({ dist: distB })];
const fronts = direct ? servers : [await startTlsFront(servers[0].url), await startTlsFront(servers[1].url)];
try {
  for (const page of pages.length ? pages : PAGES) {
    const results = await alternate(runs, (side) => audit(fronts[side].url + page, preset));
    for (const side of [0, 1]) {
      const of = (key) => results[side].map((r) => r[key]);
      console.log(
        `${page} ${side ? distB : distA} (${preset}): performance ${median(of("performance"))} [${of("performance").join(" ")}], ` +
          `LCP ${median(of("lcpMs"))} ms [${of("lcpMs").join(" ")}], TBT ${median(of("tbtMs"))} ms [${of("tbtMs").join(" ")}]`,
      );
    }
  }
} finally {
  if (!direct) await Promise.all(fronts.map((f) => f.stop()));
  await Promise.all(servers.map((s) => s.stop()));
}
