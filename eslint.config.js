// @ts-check
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync, readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/**
 * The architecture's one-way imports (DESIGN §1), as import restrictions per folder:
 * contract -> reference-service, contract -> server; contract -> src/api -> src/lib -> src/components -> src/features -> src/routes.
 * A feature never reaches into another feature.
 */
const forbid = (regex, message) => ({ regex, message });
const NODE_IO = forbid('^(node:|fs$|path$|child_process$|http$|os$)', 'no Node I/O here');
const SERVER = forbid(
  '(^|/)(reference-service|server)/',
  'the dashboard and contract never import the Watchfloor server or the reference service',
);
const REFERENCE_SERVICE = forbid(
  '(^|/)reference-service/',
  'the Watchfloor server never imports the reference service (tests and start scripts aside)',
);
const DASHBOARD = forbid('(^|/)src/|^@/', 'the service and contract never import the dashboard');
const ROUTES = forbid('(^|/)routes/', 'only the router imports route files');
const FEATURES = forbid('(^|/)features/', 'shared layers never import features');
const COMPONENTS = forbid('(^|/)components/', 'lib never imports components');
const GENERATED_API = forbid(
  '^@/api/|(^|/)api/(news|auth|incidents)/',
  'import an API from @/lib/http/<api>, which points its client at the deployment',
);
const OPERATIONS = forbid(
  '(^|/)contract/operations/',
  'the OpenAPI operations carry the service framework; the dashboard uses the generated client',
);

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/**
 * The rules that need the type checker run in oxlint, on TypeScript's Go port (`.oxlintrc.json`,
 * the same rules and options; `npm run lint` and `npm test` run both): there they take ~10 s
 * instead of ~65 s of ESLint's time. Its override for `src/routes` lets the router's redirects
 * and not-founds be thrown: that is the router's control flow. ESLint keeps everything else,
 * with types for the few plugin rules that read them (TanStack Query's).
 */
const RULES_IN_OXLINT = Object.fromEntries(
  Object.keys(
    JSON.parse(readFileSync(new URL('./.oxlintrc.json', import.meta.url), 'utf8')).rules,
  ).map((rule) => [rule.replace(/^typescript\//, '@typescript-eslint/'), 'off']),
);

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default defineConfig(
  globalIgnores([
    'dist',
    'build',
    '.data',
    'test-results',
    'playwright-report',
    'src/routeTree.gen.ts',
    'src/api',
    'contract/openapi',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      ...RULES_IN_OXLINT,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      globals: globals.browser,
      // Types only where a rule ESLint keeps reads them: TanStack Query's, in the dashboard.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    extends: [
      reactHooks.configs.flat['recommended-latest'],
      pluginQuery.configs['flat/recommended'],
      pluginRouter.configs['flat/recommended'],
    ],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name="useRouteContext"]:not(:has(Property[key.name="select"]))',
          message:
            'Select what you read (`select: (context) => context.session`): the context object is made anew on every navigation, so reading all of it draws the component again for every change of filter.',
        },
      ],
    },
  },
  {
    files: [
      'reference-service/**/*.ts',
      'server/**/*.ts',
      'scripts/**/*.ts',
      'e2e/**/*.ts',
      '*.config.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['reference-service/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  restrict(['contract/**'], [NODE_IO, SERVER, DASHBOARD]),
  restrict(['reference-service/**'], [DASHBOARD]),
  restrict(['server/**'], [DASHBOARD, REFERENCE_SERVICE]),
  {
    files: ['server/**/*.test.ts', 'server/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DASHBOARD] }] },
  },
  restrict(['src/**'], [NODE_IO, SERVER, ROUTES, GENERATED_API, OPERATIONS]),
  restrict(
    ['src/lib/**'],
    [NODE_IO, SERVER, ROUTES, FEATURES, COMPONENTS, GENERATED_API, OPERATIONS],
  ),
  restrict(['src/lib/http/**'], [NODE_IO, SERVER, ROUTES, FEATURES, COMPONENTS, OPERATIONS]),
  restrict(['src/components/**'], [NODE_IO, SERVER, ROUTES, FEATURES, GENERATED_API, OPERATIONS]),
  ...features.map((feature) =>
    restrict(
      [`src/features/${feature}/**`],
      [
        NODE_IO,
        SERVER,
        ROUTES,
        GENERATED_API,
        OPERATIONS,
        forbid(
          `(^|/)features/(?!${feature}(/|$))`,
          `the ${feature} feature never imports another feature`,
        ),
      ],
    ),
  ),
  // Tests may read fixtures from disk; the router entry may import the generated route tree.
  restrict(['src/**/*.test.{ts,tsx}', 'src/test/**'], [SERVER, ROUTES, OPERATIONS]),
);
