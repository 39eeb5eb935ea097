// deploy/nginx.conf made runnable by the current user for tests and benchmarks: its includes inlined, its paths in
// `dir`, its port and upstream servers replaced. Throws when a line it relies on has changed.
import fs from "node:fs";
import path from "node:path";

/** A config under deploy/ with its `include nginx/...` lines replaced by the files' contents. @param {string} file */
export const inlineIncludes = (file) => fs.readFileSync(file, "utf8")
  .replace(/^(\s*)include (nginx\/[\w.]+);$/gm, (_, indent, included) =>
    fs.readFileSync(path.join("deploy", included), "utf8").replace(/^(?=.)/gm, indent));

/** @param {{ dir: string, port: number, upstreams: string[], serverExtra?: string }} options */
export function deriveNginxConfig({ dir, port, upstreams, serverExtra = "" }) {
  let conf = inlineIncludes("deploy/nginx.conf");
  const replace = (from, to) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}": update scripts/nginx-config.mjs`);
    conf = conf.replaceAll(from, to);
  };
  replace("pid /tmp/studio-nginx.pid;", `pid ${dir}/nginx.pid;\ndaemon off;${process.getuid?.() === 0 ? "\nuser root;" : ""}`);
  replace("/tmp/studio-nginx-error.log", `${dir}/error.log`);
  replace("/tmp/studio-nginx-cache", `${dir}/cache`);
  replace("/tmp/studio-nginx-body", `${dir}/body`);
  replace("/tmp/studio-nginx-proxy", `${dir}/proxy`);
  replace("server 127.0.0.1:3000 max_fails=1 fail_timeout=5s;",
    upstreams.map((upstream) => `server ${upstream} max_fails=1 fail_timeout=5s;`).join(" "));
  replace("http {", `http {\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`);
  replace("listen 8080;", `listen 127.0.0.1:${port};\n${serverExtra}`);
  return conf;
}
