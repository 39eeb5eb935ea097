// The bench's bare baseline app (bench/bare.mjs builds it when bench/bare/.next-bare is missing).
// pageExtensions: Turbopack looks for proxy.* and instrumentation.* up to the repository root and would otherwise
// compile the site's own proxy.ts and instrumentation.ts (database start-up included) into this app; with .tsx
// only, the site's .ts convention files do not count here.
const config = { distDir: ".next-bare", pageExtensions: ["tsx"] };
export default config;
