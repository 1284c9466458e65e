import { describe, expect, test } from 'vitest';
import {
  createAccountDirectory,
  seedAccounts,
  seedCredentials,
  type UserAccount,
} from './accounts';
import { verifyPassword } from './passwords';

describe('seedCredentials', () => {
  test('defaults to the demo team, an expired user with its password, and a demo client', () => {
    expect(seedCredentials({})).toEqual({
      demoUser: { email: 'analyst@watchfloor.example', password: 'correct-horse-battery' },
      colleagueUser: { email: 'colleague@watchfloor.example', password: 'correct-horse-battery' },
      adminUser: { email: 'lead@watchfloor.example', password: 'correct-horse-battery' },
      expiredUser: { email: 'expired@watchfloor.example', password: 'correct-horse-battery' },
      application: { clientId: 'watchfloor-demo-client', secret: 'watchfloor-demo-secret' },
    });
  });

  test('reads every value from the environment', () => {
    const credentials = seedCredentials({
      TI_DEMO_EMAIL: 'me@example.com',
      TI_DEMO_PASSWORD: 'pw',
      TI_EXPIRED_EMAIL: ' old@example.com ',
      TI_COLLEAGUE_EMAIL: 'two@example.com',
      TI_ADMIN_EMAIL: 'boss@example.com',
      TI_CLIENT_ID: 'client',
      TI_CLIENT_SECRET: 'secret',
    });
    expect(credentials).toEqual({
      demoUser: { email: 'me@example.com', password: 'pw' },
      colleagueUser: { email: 'two@example.com', password: 'pw' },
      adminUser: { email: 'boss@example.com', password: 'pw' },
      expiredUser: { email: 'old@example.com', password: 'pw' },
      application: { clientId: 'client', secret: 'secret' },
    });
  });
});

describe('seedAccounts', () => {
  const nowSeconds = 1_736_942_400;
  const credentials = seedCredentials({});
  const seeded = seedAccounts(credentials, {
    nowSeconds,
    personFor: (email) => ({ id: `id:${email}`, name: `Name of ${email}` }),
  });

  test('seeds the demo team with no end and a user whose window ended 30 days ago', () => {
    const [demo, colleague, admin, expired] = seeded.users;
    expect(colleague).toMatchObject({
      email: 'colleague@watchfloor.example',
      name: 'Name of colleague@watchfloor.example',
      accessWindowEndsAt: null,
    });
    expect(admin).toMatchObject({ email: 'lead@watchfloor.example', accessWindowEndsAt: null });
    expect(demo).toMatchObject({
      id: 'id:analyst@watchfloor.example',
      name: 'Name of analyst@watchfloor.example',
      email: credentials.demoUser.email,
      accessWindowEndsAt: null,
    });
    expect(expired).toMatchObject({
      id: 'id:expired@watchfloor.example',
      email: credentials.expiredUser.email,
      accessWindowEndsAt: nowSeconds - 30 * 86400,
    });
  });

  test('stores hashes that match the seeded passwords and secret', () => {
    const [demo, , , expired] = seeded.users;
    expect(verifyPassword(credentials.demoUser.password, demo?.passwordHash ?? '')).toBe(true);
    expect(verifyPassword(credentials.expiredUser.password, expired?.passwordHash ?? '')).toBe(
      true,
    );
    expect(seeded.applications).toHaveLength(1);
    expect(
      verifyPassword(credentials.application.secret, seeded.applications[0]?.secretHash ?? ''),
    ).toBe(true);
  });

  test('refuses a demo and an expired user with the same email', () => {
    const clash = { ...credentials, expiredUser: { ...credentials.demoUser } };
    expect(() =>
      seedAccounts(clash, { nowSeconds, personFor: () => ({ id: 'id', name: 'n' }) }),
    ).toThrow(/TI_EXPIRED_EMAIL/);
    const sameAdmin = { ...credentials, adminUser: { ...credentials.colleagueUser } };
    expect(() =>
      seedAccounts(sameAdmin, { nowSeconds, personFor: () => ({ id: 'id', name: 'n' }) }),
    ).toThrow(/TI_ADMIN_EMAIL/);
  });
});

describe('createAccountDirectory', () => {
  const user: UserAccount = {
    id: '6f1c2a3e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
    email: 'Analyst@Watchfloor.example',
    name: 'Demo Analyst',
    passwordHash: 'scrypt$…',
    accessWindowEndsAt: null,
  };
  const client = { clientId: 'Client-1', name: 'Client', secretHash: 'scrypt$…' };
  const directory = createAccountDirectory([user], [client]);

  test('finds users by email, ignoring case and surrounding spaces', () => {
    expect(directory.findUser('analyst@watchfloor.example')).toBe(user);
    expect(directory.findUser('  ANALYST@watchfloor.EXAMPLE ')).toBe(user);
    expect(directory.findUser('other@watchfloor.example')).toBeUndefined();
  });

  test('finds applications by their exact client id', () => {
    expect(directory.findApplication('Client-1')).toBe(client);
    expect(directory.findApplication('client-1')).toBeUndefined();
  });

  test('refuses two accounts with one email or client id', () => {
    const twin = { ...user, email: ' analyst@watchfloor.EXAMPLE' };
    expect(() => createAccountDirectory([user, twin], [])).toThrow(/analyst@watchfloor.example/);
    expect(() => createAccountDirectory([], [client, client])).toThrow(/Client-1/);
  });
});
