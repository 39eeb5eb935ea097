import { connection } from "next/server";

/** Liveness: the process answers. No I/O, so a slow database never gets a live instance restarted. */
export async function GET() {
  await connection();
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
