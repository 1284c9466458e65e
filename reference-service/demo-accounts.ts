/**
 * The sign-in the reference service prints at start and seeds into its data,
 * so a new user can sign in with no account anywhere.
 */
export interface DemoCredentials {
  email: string;
  password: string;
}

export function demoCredentials(
  env: Record<string, string | undefined> = process.env,
): DemoCredentials {
  return {
    email: env.TI_DEMO_EMAIL?.trim() || 'analyst@watchfloor.example',
    password: env.TI_DEMO_PASSWORD || 'correct-horse-battery',
  };
}
