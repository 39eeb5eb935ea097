import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import layers from "./eslint/layers.mjs";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "generated/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      ".data/**",
      "bench/bare/.next-*/**",
      "bench/bare/next-env.d.ts",
    ],
  },
  {
    files: ["lib/**/*.{ts,tsx,mjs}"],
    plugins: { layers },
    rules: {
      "layers/no-lib-cycles": "error",
      // One-way layers: app → components → lib → content; lib never reaches up into the UI.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/app/*", "@/components/*", "**/app/*", "**/components/*"],
              message: "lib/ is below app/ and components/: move what both need into lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Next 16 deprecates next/image's `priority` (it only preloads, now spelled `preload`); a page's largest image
      // says how it loads in `preload`, `loading` and `fetchPriority` (components/ui/card-image-loading.ts).
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXOpeningElement[name.name=/^(Image|SmartImage|MediaImage)$/] > JSXAttribute[name.name='priority']",
          message:
            "next/image's priority is deprecated in Next 16: use preload (and fetchPriority where it is the page's largest paint).",
        },
      ],
    },
  },
];

export default config;
