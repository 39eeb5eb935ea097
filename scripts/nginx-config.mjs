// deploy/nginx.conf made runnable by the current user for tests and benchmarks: its includes inlined, its paths in
// `dir`, its port and upstream servers replaced. Throws when a line it relies on has changed.
import fs from "node:fs";
import path from "node:path";

/** A config under deploy/ with its `include nginx/...` lines replaced by the files' contents. @param {string} file */
export const inlineIncludes = (file) =>
  fs
    .readFileSync(file, "utf8")
    .replace(/^(\s*)include (nginx\/[\w.]+);$/gm, (_, indent, included) =>
      fs.readFileSync(path.join("deploy", included), "utf8").replace(/^(?=.)/gm, indent),
    );

/** deploy/nginx/tls.conf's listen and ssl lines for `port` on 127.0.0.1, with the certificate `dir`/site.crt and .key
 *  (deploy/make-cert.sh writes them). @param {string} dir @param {number} port */
function tlsLines(dir, port) {
  const tls = fs.readFileSync("deploy/nginx/tls.conf", "utf8");
  const listen = tls.match(/^\s*listen 443 (ssl[^;]*);/m);
  const settings = tls.match(/^\s*ssl_(?:protocols|session_cache|session_timeout) [^;]+;/gm);
  if (!listen || !settings)
    throw new Error(
      "deploy/nginx/tls.conf no longer has its listen 443 ssl and ssl_ lines: update scripts/nginx-config.mjs",
    );
  return [
    `listen 127.0.0.1:${port} ${listen[1]};`,
    `ssl_certificate ${dir}/site.crt;`,
    `ssl_certificate_key ${dir}/site.key;`,
    ...settings.map((line) => line.trim()),
  ].join("\n    ");
}

/** With `tls`, the server speaks HTTPS as deploy/nginx/tls.conf's does (HTTP/2 included).
 *  @param {{ dir: string, port: number, upstreams: string[], serverExtra?: string, tls?: boolean }} options */
export function deriveNginxConfig({ dir, port, upstreams, serverExtra = "", tls = false }) {
  let conf = inlineIncludes("deploy/nginx.conf");
  const replace = (from, to) => {
    if (!conf.includes(from))
      throw new Error(`deploy/nginx.conf no longer contains "${from}": update scripts/nginx-config.mjs`);
    conf = conf.replaceAll(from, to);
  };
  replace(
    "pid /tmp/studio-nginx.pid;",
    `pid ${dir}/nginx.pid;\ndaemon off;${process.getuid?.() === 0 ? "\nuser root;" : ""}`,
  );
  replace("/tmp/studio-nginx-error.log", `${dir}/error.log`);
  replace("/tmp/studio-nginx-cache", `${dir}/cache`);
  replace("/tmp/studio-nginx-body", `${dir}/body`);
  replace("/tmp/studio-nginx-proxy", `${dir}/proxy`);
  replace(
    "server 127.0.0.1:3000 max_fails=1 fail_timeout=5s;",
    upstreams.map((upstream) => `server ${upstream} max_fails=1 fail_timeout=5s;`).join(" "),
  );
  replace(
    "http {",
    `http {\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`,
  );
  replace("listen 8080;", `${tls ? tlsLines(dir, port) : `listen 127.0.0.1:${port};`}\n${serverExtra}`);
  return conf;
}
