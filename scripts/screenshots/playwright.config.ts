import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import e2eConfig from '../../playwright.config.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run screenshots`: the README's pictures of the main views, taken by the same servers the
 * end-to-end run starts (built dashboard + reference service), one view after another.
 */
export default defineConfig({
  ...e2eConfig,
  testDir: '.',
  testMatch: '*.shoot.ts',
  outputDir: '../../test-results/screenshots',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // The servers' commands are relative to the repository root, not to this folder.
  webServer: [e2eConfig.webServer ?? []].flat().map((server) => ({ ...server, cwd: root })),
});
