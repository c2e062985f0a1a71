import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (...parts) => path.join(root, ...parts);
const webSource = at("packages/web/src");
const coreSource = at("packages/core/src");

/**
 * The core modules the web app may import besides `*.schema.ts`: pure rules that import only zod, schemas and each
 * other (no ElectroDB, AWS SDK, Node built-ins or DB helpers), so the browser bundle never pulls in the server.
 * Adding a module here makes it subject to the same purity rule below.
 */
const pureCoreModules = [
  "auth/identity-messages",
  "auth/permissions",
  "catalog/barcode",
  "catalog/gtin",
  "catalog/pricing",
  "catalog/product-draft",
  "catalog/product-normalize",
  "catalog/product-problems",
  "catalog/product-rules",
  "catalog/product-search",
  "catalog/tax-math",
  "common/batching",
  "common/errors",
  "common/money",
  "common/password-rules",
  "common/regions",
  "customers/legal-age",
  "discounts/allocate",
  "discounts/amounts",
  "discounts/candidates",
  "discounts/coverage",
  "discounts/engine",
  "discounts/local-time",
  "discounts/loyalty",
  "discounts/loyalty-mode",
  "discounts/schedule",
  "discounts/settle",
  "discounts/unpaid-orders",
  "payments/discount-approval",
  "payments/gs1",
  "payments/gs1-ai-format",
  "payments/gs1-ai-table",
  "payments/quote",
  "payments/refund-plan",
  "payments/settle-tenders",
  "shifts/denominations",
];

const webSafeCore = [
  path.join(coreSource, `{${pureCoreModules.join(",")}}.ts`),
  path.join(coreSource, "**/*.schema.ts"),
];
const coreFixtures = path.join(coreSource, "**/*.fixtures.ts");
const testFiles = ["**/*.test.{ts,tsx}", "**/*.fixtures.ts"];
/** Test files and browser specs: nothing imports them (a boundary zone below), so no import cycle passes them. */
const leafTestFiles = ["**/*.test.ts", "**/*.test.tsx", "tests/e2e/**/*.spec.ts"];

const features = readdirSync(path.join(webSource, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryZones = [
  {
    target: "packages/core",
    from: ["packages/functions", "packages/web"],
    message: "core imports neither functions nor web.",
  },
  { target: "packages/functions", from: "packages/web", message: "functions never import the web app." },
  ...features.map((feature) => ({
    target: `packages/web/src/features/${feature}`,
    from: "packages/web/src/features",
    except: [`./${feature}`],
    message: "A feature does not import another feature: compose them in a route.",
  })),
  {
    target: ["packages/web/src/components", "packages/web/src/hooks", "packages/web/src/lib"],
    from: ["packages/web/src/features", "packages/web/src/routes", "packages/web/src/app"],
    message: "Shared web code does not import features, routes or the app.",
  },
  {
    target: "packages/web/src/features",
    from: ["packages/web/src/routes", "packages/web/src/app"],
    message: "Features do not import routes or the app.",
  },
  {
    target: "**/*",
    from: leafTestFiles,
    message: "Nothing imports a test file: tests are leaves (import-x/no-cycle skips them).",
  },
];

const coreForWebZone = (except) => ({
  target: "packages/web/src/**",
  from: path.join(coreSource, "**"),
  except,
  message:
    "The web app imports from core only *.schema.ts and the pure rule modules listed in eslint.config.js.",
});

const pureZone = {
  target: webSafeCore,
  from: path.join(coreSource, "**"),
  except: webSafeCore,
  message: "A schema or pure rule module imports only zod, schemas and other pure rule modules.",
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      ".sst/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "cdk.out/**",
      "tests/lint/fixtures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { "import-x": importX, "check-file": checkFile },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          conditionNames: ["import", "default"],
          alias: { "@": [webSource] },
        }),
      ],
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...boundaryZones, pureZone] }],
      "check-file/filename-naming-convention": [
        "error",
        { "**/*": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": ["error", { "**/": "KEBAB_CASE" }],
    },
  },
  {
    files: ["packages/web/**/*.{ts,tsx}"],
    ignores: testFiles,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: [...boundaryZones, coreForWebZone(webSafeCore)] },
      ],
    },
  },
  {
    files: testFiles.map((pattern) => `packages/web/${pattern}`),
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: [...boundaryZones, coreForWebZone([...webSafeCore, coreFixtures])] },
      ],
    },
  },
  {
    files: ["packages/web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@pos/functions/*"],
              allowTypeImports: true,
              message: "The web app takes only types from functions (the router's type).",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      ...pureCoreModules.map((module) => `packages/core/src/${module}.ts`),
      "packages/core/src/**/*.schema.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["electrodb", "@aws-sdk/*", "node:*", "@pos/*"],
              message: "A schema or pure rule module has no DB, AWS or Node imports: the web app bundles it.",
            },
          ],
        },
      ],
    },
  },
  {
    // A leaf is on no cycle; the rule's walk of each test's whole import graph was 89% of the lint time of tests/.
    files: leafTestFiles,
    rules: { "import-x/no-cycle": "off" },
  },
  {
    // SST v2 names its stack modules after the stacks (DESIGN.md's layout: stacks/Database.ts, ...).
    files: ["stacks/*.ts"],
    rules: { "check-file/filename-naming-convention": "off" },
  },
  {
    files: ["packages/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["packages/web/**/*.tsx"],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // Focus is moved on purpose where the next keystroke belongs to one field: a dialog's first input (the WAI-ARIA
      // dialog pattern), the register's scan box, the sign-in forms.
      "jsx-a11y-x/no-autofocus": "off",
      // Radix radios and checkboxes are buttons the rule cannot see through; a <label> around them labels them.
      "jsx-a11y-x/label-has-associated-control": [
        "error",
        { controlComponents: ["Checkbox", "RadioGroupItem", "Switch"], assert: "either", depth: 3 },
      ],
      // A form listening for Enter from its fields (scanner input, submit on Enter) is key delegation, not a widget.
      "jsx-a11y-x/no-noninteractive-element-interactions": [
        "error",
        {
          ...jsxA11y.configs.recommended.rules["jsx-a11y-x/no-noninteractive-element-interactions"][1],
          form: ["onKeyDown"],
        },
      ],
    },
  },
);
