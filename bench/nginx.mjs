// deploy/nginx.conf in front of the bench's `next start`: requests/s of the public pages through nginx's one-second
// micro-cache versus nginx serving the same bytes as a static file, and how long an admin edit takes to show
// through nginx. nginx runs as the current user with a config derived from deploy/nginx.conf (its own temp dirs,
// a free port, upstream = the bench's server, plus a location with static copies of the pages), and is stopped after.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { rps } from "./load.mjs";
import { ADMIN, freePort, waitFor } from "./server.mjs";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const EDITED_PAGE = "/case-study/medflow-patient-portal";
const EDITED_SLUG = "medflow-patient-portal";

/** deploy/nginx.conf with paths, port and upstream replaced; throws when a line it relies on has changed. */
export function deriveConfig({ dir, port, upstream }) {
  let conf = fs.readFileSync("deploy/nginx.conf", "utf8");
  const replace = (from, to) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}": update bench/nginx.mjs`);
    conf = conf.replaceAll(from, to);
  };
  replace("pid /tmp/studio-nginx.pid;", `pid ${dir}/nginx.pid;\ndaemon off;${process.getuid?.() === 0 ? "\nuser root;" : ""}`);
  replace("/tmp/studio-nginx-error.log", `${dir}/error.log`);
  replace("/tmp/studio-nginx-cache", `${dir}/cache`);
  replace("/tmp/studio-nginx-body", `${dir}/body`);
  replace("/tmp/studio-nginx-proxy", `${dir}/proxy`);
  replace("server 127.0.0.1:3000;", `server ${upstream};`);
  replace("http {", `http {\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`);
  replace("listen 8080;", `listen 127.0.0.1:${port};\n\n    # bench only: the same bytes as the pages, as static files\n` +
    `    location /__bench_static/ { alias ${dir}/static/; default_type "text/html; charset=utf-8"; }`);
  return conf;
}

const cookiesOf = (response) => response.headers.getSetCookie().map((c) => c.split(";")[0]);

/** Signs in through `origin` as the next-auth login form does: CSRF token and cookie, then the credentials. */
async function signIn(origin) {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const jar = cookiesOf(csrf);
  const answer = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST", redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, csrfToken, callbackUrl: `${origin}/admin`, json: "true" }),
  });
  const session = cookiesOf(answer).find((c) => c.includes("session-token="));
  if (!session) throw new Error(`sign-in failed: HTTP ${answer.status}`);
  return session;
}

/** Renames one project through the admin import route (signed in at `adminOrigin`) and polls the public page at
 *  `publicOrigin` until the new title shows: milliseconds from the import's answer, and the import's own time. */
async function editVisibleMs(adminOrigin, publicOrigin) {
  const cookie = await signIn(adminOrigin);
  const exported = await fetch(`${adminOrigin}/api/admin/export`, { headers: { cookie } });
  if (!exported.ok) throw new Error(`export: HTTP ${exported.status}`);
  const file = await exported.json();
  const project = file.projects.find((p) => p.id === EDITED_SLUG);
  if (!project) throw new Error(`export has no project ${EDITED_SLUG}`);
  const marker = `Bench edit ${Date.now().toString(36)}`;
  project.title = marker;
  for (let i = 0; i < 3; i++) await (await fetch(publicOrigin + EDITED_PAGE)).text(); // the old page is cached
  const started = performance.now();
  const imported = await fetch(`${adminOrigin}/api/admin/import?mode=apply`, {
    method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(file),
  });
  const saved = performance.now();
  if (!imported.ok) throw new Error(`import: HTTP ${imported.status} ${await imported.text()}`);
  let oldAnswers = 0; // answers with the old title after the import had answered
  while (performance.now() - saved < 10_000) {
    if ((await (await fetch(publicOrigin + EDITED_PAGE)).text()).includes(marker)) {
      return { visibleMs: Math.round(performance.now() - saved), importMs: Math.round(saved - started), oldAnswers };
    }
    oldAnswers++;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { visibleMs: null, importMs: Math.round(saved - started), oldAnswers }; // not visible within 10 s
}

/** Starts nginx, measures, stops it. `upstream` is the bench server's URL. */
export async function nginxBench({ upstream, pages, seconds = 10, measureLoad = true }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  fs.mkdirSync(path.join(dir, "static"));
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, deriveConfig({ dir, port, upstream: new URL(upstream).host }));
  const test = spawnSync(NGINX, ["-t", "-p", dir, "-c", conf, "-e", `${dir}/error.log`], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const child = spawn(NGINX, ["-p", dir, "-c", conf, "-e", `${dir}/error.log`], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((r) => child.once("exit", r));
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
        rows.push({ page, bytes: bytes.length, app, staticFile, ratio: Number((app.rps / staticFile.rps).toFixed(2)), xCache: `${cache}→${after}` });
        console.error(`nginx ${page}: ${app.rps} / ${staticFile.rps} req/s`);
      }
    }
    // Through nginx first, then (a second edit) on the app alone, to tell nginx's share from the app's.
    const edit = {};
    try {
      edit.nginx = await editVisibleMs(origin, origin);
      edit.app = await editVisibleMs(upstream, upstream);
    } catch (error) { edit.error = String(error.message ?? error); }
    return { rows, edit };
  } finally {
    child.kill("SIGQUIT"); // graceful stop
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) { child.kill("SIGKILL"); await exited; }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { PAGES, startServer } = await import("./server.mjs");
  const server = await startServer();
  try {
    console.log(JSON.stringify(await nginxBench({ upstream: server.url, pages: PAGES, seconds: Number(process.argv[2] ?? 10) }), null, 2));
  } finally {
    await server.stop();
  }
}
