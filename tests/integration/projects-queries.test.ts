import net from "node:net";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Outside Next the cache directives are inert; cacheTag/cacheLife only record, so the loader itself is tested.
vi.mock("next/cache", () => ({ cacheTag: vi.fn(), cacheLife: vi.fn() }));

// A "database" that accepts connections and never answers: the loader must give up after 5 s and fall back.
const sockets = new Set<net.Socket>();
const silent = net.createServer((socket) => {
  sockets.add(socket);
  socket.on("error", () => {});
});

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as net.AddressInfo;
  process.env.DATABASE_URL = `postgres://nobody:secret@127.0.0.1:${port}/none`;
  // This process has never reached a database and knows of no withdrawn project (lib/publishing/known-public.ts).
  process.env.KNOWN_PUBLIC_FILE = `${os.tmpdir()}/known-public-${process.pid}-none.json`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe("withTimeout", () => {
  it("rejects with a TimeoutError after the wait and resolves a faster promise", async () => {
    const { withTimeout, TimeoutError } = await import("@/lib/timeout");
    await expect(withTimeout(new Promise(() => {}), 20)).rejects.toBeInstanceOf(TimeoutError);
    await expect(withTimeout(Promise.resolve(7), 1000)).resolves.toBe(7);
  });
});

describe("project loader with a database that never answers", () => {
  it("waits 5 s, then falls back to the built-in projects (and logs it); a built-in case study still loads; an unknown one fails", async () => {
    const { getProjects, getProject, ProjectLoadError, PROJECTS_WAIT_MS } = await import("@/lib/projects/queries");
    expect(PROJECTS_WAIT_MS).toBe(5000);
    const { onLog } = await import("@/lib/log/logger");
    const logged: unknown[][] = [];
    const stop = onLog((level, args) => {
      if (level >= 50) logged.push(args);
    });
    const started = performance.now();
    const [all, one, unknown] = await Promise.all([
      getProjects(),
      getProject("medflow-patient-portal"),
      getProject("no-such-project").then(
        () => null,
        (error: unknown) => error,
      ),
    ]);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(PROJECTS_WAIT_MS - 50);
    expect(elapsed).toBeLessThan(PROJECTS_WAIT_MS + 8000);
    expect(all.source).toBe("built-in");
    expect(all.data.map((p) => p.id)).toEqual(
      expect.arrayContaining(["medflow-patient-portal", "fitpulse-coaching-app"]),
    );
    expect(all.data).toHaveLength(4);
    expect(one).toMatchObject({
      source: "built-in",
      data: { id: "medflow-patient-portal", title: "MedFlow Patient Portal" },
    });
    expect(unknown).toBeInstanceOf(ProjectLoadError);
    expect(logged.some((args) => args.some((a) => String(a).includes("showing the built-in projects")))).toBe(true);
    stop();
  }, 20_000);
});
