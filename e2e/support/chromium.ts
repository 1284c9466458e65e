import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The system Chromium to drive, if any: CHROMIUM_PATH, else Debian's package.
 * Undefined means Playwright's own browser download, as on an ordinary machine.
 */
export function systemChromiumPath(env: Record<string, string | undefined> = process.env) {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (!existsSync(configured)) {
      throw new Error(`CHROMIUM_PATH is set to ${configured}, but no file is there.`);
    }
    return configured;
  }
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/** Lets MapLibre's WebGL render headless through SwiftShader. */
export const CHROMIUM_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
