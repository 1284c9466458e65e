import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import tseslint from 'typescript-eslint';

/**
 * The lint rules that need types run in oxlint (`.oxlintrc.json`) and ESLint turns off exactly
 * the rules listed there (eslint.config.js). These checks keep the split from dropping a rule:
 * one listed but not enforced would be off in both.
 */

interface OxlintConfig {
  rules: Record<string, unknown>;
  overrides: { files: string[]; rules: Record<string, unknown> }[];
}

const readOxlintConfig = async () =>
  JSON.parse(await readFile('.oxlintrc.json', 'utf8')) as OxlintConfig;

/** The typescript-eslint plugin's rules, as far as this test reads them. */
const typescriptRules = (
  tseslint.plugin as {
    rules?: Record<string, { meta?: { docs?: { requiresTypeChecking?: boolean } } }>;
  }
).rules;

const severity = (setting: unknown): unknown =>
  Array.isArray(setting) ? (setting[0] as unknown) : setting;

test('every rule oxlint is given is an error wherever ESLint no longer runs it', async () => {
  const config = await readOxlintConfig();
  expect(Object.keys(config.rules).length).toBeGreaterThan(0);
  for (const [rule, setting] of Object.entries(config.rules)) {
    expect(severity(setting), rule).toBe('error');
  }
  // Only plain JavaScript turns them off, as ESLint's `disableTypeChecked` did for it.
  for (const override of config.overrides) {
    const turnedOff = Object.entries(override.rules).filter(
      ([, setting]) => severity(setting) === 'off',
    );
    if (turnedOff.length) expect(override.files).toEqual(['**/*.js', '**/*.mjs']);
  }
});

test('oxlint runs every type-aware rule of the recommended set', async () => {
  const config = await readOxlintConfig();
  const recommended = Object.assign(
    {},
    ...tseslint.configs.recommendedTypeChecked.map((entry) => entry.rules ?? {}),
  ) as Record<string, unknown>;
  const typeAware = Object.keys(recommended).filter((rule) => {
    const name = rule.replace('@typescript-eslint/', '');
    return (
      rule.startsWith('@typescript-eslint/') &&
      severity(recommended[rule]) !== 'off' &&
      typescriptRules?.[name]?.meta?.docs?.requiresTypeChecking
    );
  });
  expect(typeAware.length).toBeGreaterThan(20);
  for (const rule of typeAware) {
    expect(Object.keys(config.rules), rule).toContain(
      rule.replace('@typescript-eslint/', 'typescript/'),
    );
  }
});
