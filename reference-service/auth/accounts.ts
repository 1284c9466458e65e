import { demoCredentials } from '../demo-accounts';
import { hashPassword } from './passwords';

/** A person who signs in with email and password (spec 5, POST /user/token). */
export interface UserAccount {
  /** UUID. */
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  /** Unix seconds after which sign-in answers 401 `accessWindow`; null = no end. */
  accessWindowEndsAt: number | null;
}

/** A machine client that signs in with client id and secret (POST /application/token). */
export interface ApplicationAccount {
  clientId: string;
  name: string;
  secretHash: string;
}

export interface AccountDirectory {
  /** Case-insensitive, ignoring surrounding spaces. */
  findUser(email: string): UserAccount | undefined;
  /** Exact match: client ids are machine-written. */
  findApplication(clientId: string): ApplicationAccount | undefined;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function createAccountDirectory(
  users: readonly UserAccount[],
  applications: readonly ApplicationAccount[],
): AccountDirectory {
  const usersByEmail = new Map<string, UserAccount>();
  for (const user of users) {
    const key = normalizeEmail(user.email);
    if (usersByEmail.has(key)) throw new Error(`Two user accounts have the email ${key}`);
    usersByEmail.set(key, user);
  }
  const applicationsById = new Map<string, ApplicationAccount>();
  for (const application of applications) {
    if (applicationsById.has(application.clientId)) {
      throw new Error(`Two application accounts have the client id ${application.clientId}`);
    }
    applicationsById.set(application.clientId, application);
  }
  return {
    findUser: (email) => usersByEmail.get(normalizeEmail(email)),
    findApplication: (clientId) => applicationsById.get(clientId),
  };
}

type Env = Record<string, string | undefined>;

/** The sign-ins the reference service seeds and prints, from the environment or defaults. */
export interface SeedCredentials {
  demoUser: { email: string; password: string };
  /** A second analyst of the same team, so sharing can be tried with two browsers. */
  colleagueUser: { email: string; password: string };
  /** The team lead the Watchfloor server names in WATCHFLOOR_ADMINS by default. */
  adminUser: { email: string; password: string };
  /** Signs in with the right password only to get 401 `accessWindow`, so the UI can show it. */
  expiredUser: { email: string; password: string };
  application: { clientId: string; secret: string };
}

export function seedCredentials(env: Env = process.env): SeedCredentials {
  const demoUser = demoCredentials(env);
  return {
    demoUser,
    colleagueUser: {
      email: env.TI_COLLEAGUE_EMAIL?.trim() || 'colleague@watchfloor.example',
      password: demoUser.password,
    },
    adminUser: {
      email: env.TI_ADMIN_EMAIL?.trim() || 'lead@watchfloor.example',
      password: demoUser.password,
    },
    expiredUser: {
      email: env.TI_EXPIRED_EMAIL?.trim() || 'expired@watchfloor.example',
      password: demoUser.password,
    },
    application: {
      clientId: env.TI_CLIENT_ID?.trim() || 'watchfloor-demo-client',
      secret: env.TI_CLIENT_SECRET || 'watchfloor-demo-secret',
    },
  };
}

const DAY_SECONDS = 24 * 60 * 60;

export function seedAccounts(
  credentials: SeedCredentials,
  options: {
    nowSeconds: number;
    /** The analyst in the generated data who signs in with this email: tokens name real people. */
    personFor: (email: string) => { id: string; name: string };
  },
): { users: UserAccount[]; applications: ApplicationAccount[] } {
  const { demoUser, colleagueUser, adminUser, expiredUser, application } = credentials;
  const named = [
    ['demo user', 'TI_DEMO_EMAIL', demoUser],
    ['colleague', 'TI_COLLEAGUE_EMAIL', colleagueUser],
    ['admin', 'TI_ADMIN_EMAIL', adminUser],
    ['expired user', 'TI_EXPIRED_EMAIL', expiredUser],
  ] as const;
  const seen = new Map<string, string>();
  for (const [role, variable, account] of named) {
    const key = normalizeEmail(account.email);
    const other = seen.get(key);
    if (other) {
      throw new Error(
        `The ${other} and the ${role} both have the email ${account.email}; set ${variable} to another address`,
      );
    }
    seen.set(key, role);
  }
  const active = (account: { email: string; password: string }): UserAccount => {
    const person = options.personFor(account.email);
    return {
      id: person.id,
      email: account.email,
      name: person.name,
      passwordHash: hashPassword(account.password),
      accessWindowEndsAt: null,
    };
  };
  const expiredPerson = options.personFor(expiredUser.email);
  return {
    users: [
      active(demoUser),
      active(colleagueUser),
      active(adminUser),
      {
        id: expiredPerson.id,
        email: expiredUser.email,
        name: expiredPerson.name,
        passwordHash: hashPassword(expiredUser.password),
        accessWindowEndsAt: options.nowSeconds - 30 * DAY_SECONDS,
      },
    ],
    applications: [
      {
        clientId: application.clientId,
        name: 'Watchfloor demo client',
        secretHash: hashPassword(application.secret),
      },
    ],
  };
}
