import { createRoot } from 'react-dom/client';
import { afterEach, expect, test, vi } from 'vitest';

// The map's code arrives when the test says so.
let arrive = () => undefined as void;
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('./map-canvas', async () => {
  await arrived;
  return { MapCanvas: ({ label }: { label: string }) => <p>{`map ${label}`}</p> };
});

const { MapView, preloadMap } = await import('./map-view');

const previousActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
  .IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT =
    previousActEnvironment;
});

test('code that arrives between the first render and its effect still shows the map', async () => {
  // Rendered as a browser renders, not inside act(): effects run a task after the commit, and
  // a download that settles in between (a page busy with its data) must not be missed.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const loading = preloadMap();
  const container = document.createElement('div');
  document.body.append(container);
  const committed = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!container.textContent.includes('Loading the map')) return;
      observer.disconnect();
      // A microtask after the commit, before the effect's task: the code arrives now.
      arrive();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
  });
  const root = createRoot(container);
  root.render(<MapView label="of the sites" />);
  await committed;
  await loading;
  await vi.waitFor(() => expect(container.textContent).toBe('map of the sites'), {
    timeout: 2000,
  });
  root.unmount();
  container.remove();
});
