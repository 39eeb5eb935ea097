import path from "node:path";
import type { NextConfig } from "next";
import { publicCsp, securityHeaders } from "./lib/security/headers";
import { remotePatterns } from "./lib/images/remote-hosts";
import { createTemplate } from "./lib/db/pglite-template.mjs";
import { CACHE_MAX_MEMORY_BYTES } from "./lib/cache/memory.mjs";

// Hosts outside images may come from, read by client components too (lib/images/image-url.ts): inlined at build time.
// The site settings are not: they are read from the database when the server runs (lib/settings).
const PUBLIC_SETTINGS = ["IMAGE_REMOTE_HOSTS"];

// With REDIS_URL (several instances) both of Next's caches live in Redis (lib/cache/). A standalone build (the deploy
// kit's image) always carries the handlers: they choose at start, by REDIS_URL, between Redis and Next's own caches.
// The page cache handler is always ours: it never stores a page that only redirects.
const sharedCache = process.env.REDIS_URL || process.env.BUILD_STANDALONE;
const handler = (file: string) => path.resolve(process.cwd(), "lib/cache", file);

const nextConfig: NextConfig = {
  cacheHandler: handler("page-cache-handler.mjs"),
  // Rendered pages and 'use cache' entries kept in memory: less than Next's default (lib/cache/memory.mjs says why).
  cacheMaxMemorySize: CACHE_MAX_MEMORY_BYTES,
  ...(sharedCache && {
    cacheHandlers: { default: handler("use-cache-handler.mjs"), remote: handler("use-cache-handler.mjs") },
  }),
  ...(process.env.BUILD_STANDALONE && { output: "standalone" as const }),
  env: Object.fromEntries(PUBLIC_SETTINGS.map((name) => [name, process.env[name] ?? ""])),
  // Pages are prerendered and cached; reads are `'use cache'` functions tagged by entity and
  // revalidated by tag when the admin writes (lib/cache-tags.ts).
  cacheComponents: true,
  experimental: {
    // Next loads every route's server code at start by default; loading a route on its first request instead keeps
    // the admin's and rarely visited routes out of memory (RSS at rest ~463 → ~430 MB) and starts sooner, at the
    // cost of a few ms on the first request of each route (public pages then come from the page cache anyway).
    preloadEntriesOnStart: false,
    // Turbopack keeps its work on disk so that the next build is faster; writing it made each build ~12 s longer on
    // two cores (70 -> 58 s without), and CI's fresh clones never read it back.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // The image optimiser (sharp): one libvips thread per image (half the cores by default), and no libvips operation
    // cache (up to 50 MB of decoded pixels by default): each size is made once, then served from .next/cache/images.
    // How many images are made at once is bounded by server/serve.mjs (server/http/gate.mjs).
    imgOptConcurrency: 1,
    imgOptOperationCache: false,
  },
  partialPrefetching: true,
  compiler: {
    // An empty embedded database in the build's output, which a first start copies instead of running initdb (cold
    // start on a new data directory 4.5 -> ~2.3 s; the build takes ~2.5 s longer).
    runAfterProductionCompile: async ({ distDir }) => createTemplate(distDir),
  },
  // Content changes only through the admin, which revalidates by tag; browsers re-check after a minute.
  cacheLife: {
    content: { stale: 60, revalidate: 60 * 60 * 24 * 30, expire: 60 * 60 * 24 * 365 },
  },
  // Each e2e/bench run can build into its own directory (NEXT_DIST_DIR) so parallel runs never collide.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite (wasm + data files) and the pg driver load from node_modules, not from the server bundle.
  // pino and prom-client too: one copy per process, shared with server/serve.mjs (one registry of metrics).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "pg",
    "@prisma/adapter-pg",
    "pino",
    "prom-client",
  ],
  poweredByHeader: false,
  // Next hashes the whole HTML for an ETag on every request (about 2 ms of CPU for a 400 KB page, a quarter of what
  // serving / costs) only so that a browser's reload can be a 304; the page's bytes are cheaper than the hash.
  generateEtags: false,
  // `npm test` type-checks the whole project (tests included) with `tsc --noEmit` first; builds do not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: {
    // WebP only (Next's default): the optimiser encoding a 1600-px cover as AVIF took ~80 MB of the server's memory for
    // ~9 s, four at once ~320 MB, and grew a server to ~650 MB within ten minutes of browsing; as WebP ~18 MB for ~1 s
    // (docs/performance.md). The media library's own variants stay AVIF and WebP (lib/media/process.ts).
    formats: ["image/webp"],
    qualities: [60, 75, 85],
    // Fewer widths than Next's defaults (8 device + 8 image sizes): every srcset lists them all, and the home page's
    // srcsets were 21 KB of its HTML. These still cover a phone at 2-3x, a 1440-px desktop at 2x and small avatars.
    deviceSizes: [640, 828, 1080, 1280, 1920, 2560],
    imageSizes: [48, 96, 256, 384],
    remotePatterns: remotePatterns(),
  },
  typedRoutes: false,
  // /speaksify is an old address of the voice product page /products/speaksify; there is no /contact page, the contact section is on /.
  async redirects() {
    return [
      { source: "/speaksify", destination: "/products/speaksify", permanent: true },
      { source: "/contact", destination: "/#contact", permanent: false },
    ];
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders() },
      // its address carries its version (components/ui/icon/icon.tsx)
      { source: "/sprite.svg", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      // Not /admin (a nonce policy per request: proxy.ts) nor the media library's files, which keep their own stricter
      // one (app/media/[...path]/route.ts): Next lets a config header win over a route's own.
      { source: "/((?!admin|media/).*)", headers: [{ key: "Content-Security-Policy", value: publicCsp() }] },
    ];
  },
};

export default nextConfig;
