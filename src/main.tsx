import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CONFIG_PATH, loadRuntimeConfig } from '@/lib/config/load-runtime-config';
import { configureDeployment } from '@/lib/http/deployment';
import { createQueryClient } from '@/lib/query-client';
import { createSessionStore } from '@/lib/session/session-store';
import { ThemeProvider } from '@/lib/theme/theme-context';
import { createThemeStore } from '@/lib/theme/theme-store';
import { createAppRouter } from './router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const themeStore = createThemeStore();
// Asks the server who is signed in (GET /session) now, in parallel with config.json; the
// signed-in routes wait for its answer.
const session = createSessionStore();
configureDeployment({ onUnauthorized: () => session.end('rejected') });

void loadRuntimeConfig().then(async (result) => {
  if (!result.ok) {
    // Only a broken deployment needs this page, so it is not part of the first download.
    const { ConfigErrorPage } = await import('@/features/shell/config-error-page');
    root.render(<ConfigErrorPage path={CONFIG_PATH} problems={result.problems} />);
    return;
  }
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, config: result.config, session });
  root.render(
    <StrictMode>
      <ThemeProvider store={themeStore}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
});
