import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import layers from "./eslint/layers.mjs";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", ".next-*/**", "generated/**", "node_modules/**", "test-results/**", "playwright-report/**",
      "next-env.d.ts", ".data/**", "bench/bare/.next-*/**", "bench/bare/next-env.d.ts"],
  },
  {
    files: ["lib/**/*.{ts,tsx,mjs}"],
    plugins: { layers },
    rules: {
      "layers/no-lib-cycles": "error",
      // One-way layers: app → components → lib → content; lib never reaches up into the UI.
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*", "@/components/*", "**/app/*", "**/components/*"],
        message: "lib/ is below app/ and components/: move what both need into lib/." }] }],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
];

export default config;
