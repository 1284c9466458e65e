import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { seedCredentials } from '../server/auth/accounts.ts';
import { E2E_JWT_SECRET } from './support/servers.ts';

// The run's webServer builds dist/ before any test starts.
const assets = new URL('../dist/assets/', import.meta.url);

test('the built dashboard carries no credentials or secrets', () => {
  const { demoUser, application } = seedCredentials();
  const files = readdirSync(assets).filter((name) => /\.(js|css|html)$/.test(name));
  expect(files.length).toBeGreaterThan(5);
  const secrets = [demoUser.password, application.secret, E2E_JWT_SECRET];
  for (const file of files) {
    const text = readFileSync(new URL(file, assets), 'utf8');
    for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
  }
});
