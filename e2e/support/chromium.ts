import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell): the browser
 * without its window, tabs and address bar, which is what Playwright itself runs headless.
 * The full browser run headless still builds its own interface for every window (the address
 * bar's pop-up is a web page of its own). Measured here: the map and accessibility specs in
 * 107 s and 200 s of CPU instead of 129 s and 244 s; the whole end-to-end suite in 9.3 minutes
 * instead of 12.3. The package's `/usr/bin` entry is a shell script that does not `exec`; the
 * binary itself is driven directly.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The system Chromium to drive, if any: CHROMIUM_PATH, else Debian's package (its headless
 * shell first when `headlessShell` and installed). Undefined means Playwright's own browser
 * download, as on an ordinary machine.
 */
export function systemChromiumPath(
  env: Record<string, string | undefined> = process.env,
  {
    headlessShell = false,
    exists = existsSync,
  }: { headlessShell?: boolean; exists?: (path: string) => boolean } = {},
) {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (!exists(configured)) {
      throw new Error(`CHROMIUM_PATH is set to ${configured}, but no file is there.`);
    }
    return configured;
  }
  const candidates = headlessShell ? [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM] : [DEBIAN_CHROMIUM];
  return candidates.find((path) => exists(path));
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
