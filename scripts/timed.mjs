// `npm test`'s runner: runs the npm scripts it is given one after another, stops at the first that fails (exiting with
// its code) and prints each one's time at the end, failed or not. An argument is `label=script` (or just `script`):
//   node scripts/timed.mjs lint+typecheck=test:static unit=test:unit
import { spawn } from "node:child_process";
import { constants } from "node:os";

const layers = process.argv.slice(2).map((argument) => {
  const [label, script] = argument.includes("=") ? argument.split(/=(.*)/s) : [argument, argument];
  return { label, script, started: undefined, seconds: undefined, status: "not run" };
});
if (layers.length === 0) {
  console.error("usage: node scripts/timed.mjs label=script ...");
  process.exit(2);
}

// npm hands its own command line to the scripts it runs; outside npm, the npm on the PATH.
const npm = process.env.npm_execpath?.endsWith(".js")
  ? { command: process.execPath, prefix: [process.env.npm_execpath] }
  : { command: process.platform === "win32" ? "npm.cmd" : "npm", prefix: [] };

let child;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    for (const layer of layers) if (layer.status === "running") layer.status = `interrupted (${signal})`;
    const stop = () => {
      summary();
      process.exit(128 + constants.signals[signal]);
    };
    // The layer's npm passes the signal on to its script: wait for it to end, then stop.
    if (child) {
      child.once("exit", stop);
      child.kill(signal);
    } else stop();
  });
}

const run = (layer) =>
  new Promise((resolve) => {
    layer.started = performance.now();
    child = spawn(npm.command, [...npm.prefix, "run", layer.script], { stdio: "inherit" });
    const done = (code) => {
      layer.seconds ??= (performance.now() - layer.started) / 1000;
      child = undefined;
      resolve(code);
    };
    child.on("error", (error) => {
      console.error(`[timed] could not run npm run ${layer.script}: ${error.message}`);
      done(1);
    });
    child.on("exit", (code, signal) => done(code ?? 128 + (constants.signals[signal] ?? 0)));
  });

const clock = (seconds) => {
  const whole = Math.round(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, "0")}s` : `${seconds.toFixed(1)}s`;
};

function summary() {
  for (const layer of layers)
    if (layer.started !== undefined) layer.seconds ??= (performance.now() - layer.started) / 1000;
  const width = Math.max(...layers.map((layer) => layer.label.length), "total".length);
  const total = layers.reduce((sum, layer) => sum + (layer.seconds ?? 0), 0);
  console.log("\n--- time per layer");
  for (const layer of layers) {
    const time = layer.seconds === undefined ? "-" : clock(layer.seconds);
    console.log(`${layer.label.padEnd(width)}  ${time.padStart(8)}  ${layer.status}`);
  }
  console.log(`${"total".padEnd(width)}  ${clock(total).padStart(8)}`);
}

for (const layer of layers) {
  layer.status = "running";
  const code = await run(layer);
  if (code !== 0) {
    layer.status = `failed (exit ${code})`;
    summary();
    process.exit(code);
  }
  layer.status = "ok";
}
summary();
