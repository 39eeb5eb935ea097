// What bench/ab.mjs and bench/main-thread.mjs share: their options, and runs that alternate between two builds, so a
// machine that drifts (other load, thermal, a neighbour on the host) weighs on both alike.

/** Takes `--name value` out of `args`; `fallback` when absent. */
export function option(args, name, fallback) {
  const at = args.indexOf(name);
  return at < 0 ? fallback : args.splice(at, 2)[1];
}

export const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

/** `runs` results of each side (0: build A, 1: build B), measured A, B, A, B, … */
export async function alternate(runs, measure) {
  const results = [[], []];
  for (let i = 0; i < runs; i++) for (const side of [0, 1]) results[side].push(await measure(side));
  return results;
}
