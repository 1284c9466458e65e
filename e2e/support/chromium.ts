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

/**
 * MapLibre's WebGL renders headless through SwiftShader; the page itself is composited in
 * software, as Chrome does on a machine without a GPU. Composited through SwiftShader instead,
 * a buffer swap stalled 5–9 s in 1 navigation of 3–5 (traced: one `SwapBuffers` task, every
 * thread idle), and each frame cost the GPU process 30–40 ms of emulated GL.
 */
export const CHROMIUM_ARGS = [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-gpu-compositing',
];
