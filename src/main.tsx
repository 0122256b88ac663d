import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { loadRuntimeConfig } from '@/config/runtime-config';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

try {
  const config = await loadRuntimeConfig();
  createRoot(root).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
} catch (error) {
  // Without a configuration nothing can work; say so instead of showing a blank page.
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = `Ads Manager could not start: ${error instanceof Error ? error.message : String(error)}`;
  root.replaceChildren(message);
}
