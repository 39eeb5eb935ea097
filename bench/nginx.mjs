// deploy/nginx.conf in front of the bench's `next start`: requests/s of the public pages through nginx's one-second
// micro-cache versus nginx serving the same bytes as a static file, and how long an admin edit takes to show
// through nginx. nginx runs as the current user with a config derived from deploy/nginx.conf (its own temp dirs,
// a free port, upstream = the bench's server, plus a location with static copies of the pages), and is stopped after.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ARGS } from "./js-size.mjs";
import { rps } from "./load.mjs";
import { ADMIN, freePort, waitFor } from "./server.mjs";
import { deriveNginxConfig } from "../scripts/nginx-config.mjs";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const EDITED_PAGE = "/case-study/medflow-patient-portal";
const EDITED_SLUG = "medflow-patient-portal";

/** deploy/nginx.conf for the bench, plus a location with static copies of the pages. */
export const deriveConfig = ({ dir, port, upstream }) =>
  deriveNginxConfig({
    dir,
    port,
    upstreams: [upstream],
    serverExtra:
      `    # bench only: the same bytes as the pages, as static files\n` +
      `    location /__bench_static/ { alias ${dir}/static/; default_type "text/html; charset=utf-8"; }`,
  });

/** Renames one project the way the owner does, in Chromium through the admin's edit form at `adminOrigin` (a server
 *  action that expires the project's cache tags before it answers), then polls the public case study at
 *  `publicOrigin` until the new title shows: milliseconds from the form's "Portfolio updated", and the save's own time. */
async function editVisibleMs(adminOrigin, publicOrigin) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ARGS });
  try {
    const page = await browser.newPage();
    const editUrl = `/admin/portfolio/edit/${EDITED_SLUG}`;
    await page.goto(`${adminOrigin}/admin/login?callbackUrl=${encodeURIComponent(editUrl)}`);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`**${editUrl}`, { timeout: 60_000 });
    const marker = `Bench edit ${Date.now().toString(36)}`;
    await page.getByLabel("Title").fill(marker);
    for (let i = 0; i < 3; i++) await (await fetch(publicOrigin + EDITED_PAGE)).text(); // the old page is cached
    const started = performance.now();
    await page.getByRole("button", { name: "Update Portfolio" }).click();
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.waitFor({ timeout: 30_000 });
    const saved = performance.now();
    const said = (await toast.textContent()) ?? "";
    if (!said.includes("Portfolio updated")) throw new Error(`the save answered "${said}"`);
    let oldAnswers = 0; // answers with the old title after the save had answered
    while (performance.now() - saved < 10_000) {
      if ((await (await fetch(publicOrigin + EDITED_PAGE)).text()).includes(marker)) {
        return { visibleMs: Math.round(performance.now() - saved), saveMs: Math.round(saved - started), oldAnswers };
      }
      oldAnswers++;
      await new Promise((r) => setTimeout(r, 50));
    }
    return { visibleMs: null, saveMs: Math.round(saved - started), oldAnswers }; // not visible within 10 s
  } finally {
    await browser.close();
  }
}

/** Starts nginx, measures, stops it. `upstream` is the bench server's URL. */
export async function nginxBench({ upstream, pages, seconds = 10, measureLoad = true }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  fs.mkdirSync(path.join(dir, "static"));
  const port = await freePort();
  const nginx = startNginx(dir, deriveConfig({ dir, port, upstream: new URL(upstream).host }));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(origin + pages[0], 30);
    const rows = [];
    if (measureLoad) {
      for (const [i, page] of pages.entries()) {
        const bytes = Buffer.from(await (await fetch(upstream + page)).arrayBuffer());
        fs.writeFileSync(path.join(dir, "static", `${i}.html`), bytes);
        const cache = (await fetch(origin + page)).headers.get("x-cache");
        const app = await rps(origin + page, seconds);
        const staticFile = await rps(`${origin}/__bench_static/${i}.html`, seconds);
        const after = (await fetch(origin + page)).headers.get("x-cache");
        rows.push({
          page,
          bytes: bytes.length,
          app,
          staticFile,
          ratio: Number((app.rps / staticFile.rps).toFixed(2)),
          xCache: `${cache}→${after}`,
        });
        console.error(`nginx ${page}: ${app.rps} / ${staticFile.rps} req/s`);
      }
    }
    // Through nginx first, then (a second edit) on the app alone, to tell nginx's share from the app's.
    const edit = {};
    try {
      edit.nginx = await editVisibleMs(origin, origin);
      edit.app = await editVisibleMs(upstream, upstream);
    } catch (error) {
      edit.error = String(error.message ?? error);
    }
    return { rows, edit };
  } finally {
    await nginx.stop();
  }
}

/** nginx running `conf` (made for `dir` by scripts/nginx-config.mjs), checked with `nginx -t` first; `stop` ends it
 *  gracefully and removes `dir`. @param {string} dir @param {string} conf */
export function startNginx(dir, conf) {
  const file = path.join(dir, "nginx.conf");
  fs.writeFileSync(file, conf);
  const test = spawnSync(NGINX, ["-t", "-p", dir, "-c", file, "-e", `${dir}/error.log`], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const child = spawn(NGINX, ["-p", dir, "-c", file, "-e", `${dir}/error.log`], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((r) => child.once("exit", r));
  return {
    stop: async () => {
      child.kill("SIGQUIT"); // graceful stop
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { PAGES, startServer } = await import("./server.mjs");
  const server = await startServer();
  try {
    console.log(
      JSON.stringify(
        await nginxBench({ upstream: server.url, pages: PAGES, seconds: Number(process.argv[2] ?? 10) }),
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
  }
}
