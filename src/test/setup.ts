import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The test files of a worker share one window (the project runs with `isolate: false`): each
// file starts on a blank page, with empty storage, at `/`, on real timers and globals.
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
localStorage.clear();
sessionStorage.clear();
for (const element of [document.documentElement, document.body]) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}
document.head.replaceChildren();
document.body.replaceChildren();
document.title = '';
window.history.replaceState(null, '', '/');

afterEach(() => {
  cleanup();
});
