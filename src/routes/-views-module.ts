import type * as Views from './-views';

let loaded: typeof Views | undefined;

/**
 * The views' module (routes/-views.ts) for a loader: itself once it has loaded, else its
 * download. A dynamic `import()` of a module already loaded still resolves a task later, and
 * during a navigation that task waited behind the frame the click had started, so the view's
 * requests left that much later; read here, they leave in the click's own task.
 */
export function viewsModule(): typeof Views | Promise<typeof Views> {
  return loaded ?? import('./-views').then((module) => (loaded = module));
}
