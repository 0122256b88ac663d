import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startFlags } from '@/access/unleash-flags';
import { App, createAppRouter, preloadSignedInRoutes } from '@/app/App';
import { createErrorReporting, monitoringFor, startMonitoring } from '@/app/monitoring';
import { loadRuntimeConfig } from '@/config/runtime-config';
import { showStartupError } from '@/app/ConfigErrorPage';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

try {
  // A signed-in page needs the features' route tables: they load with the configuration.
  preloadSignedInRoutes(window.location.pathname);
  const config = await loadRuntimeConfig();
  // The app waits for the flags (maintenance mode decides whether login is possible); when the
  // flag service fails the defaults apply (NS-20).
  const flags = await startFlags(config);
  const router = createAppRouter();
  // Sentry when /config.json names a DSN, loaded on the first report (NS-22).
  const monitoring = monitoringFor(config);
  startMonitoring(monitoring, router);
  // Expected access errors (403, 404, feature disabled) are screens, not console errors.
  const errors = createErrorReporting(monitoring);
  createRoot(root, errors.root).render(
    <StrictMode>
      <App config={config} flags={flags} router={router} onRouterError={errors.onRouterError} />
    </StrictMode>,
  );
} catch (error) {
  // Without a configuration nothing can work; say so instead of showing a blank page.
  showStartupError(root, error);
}
