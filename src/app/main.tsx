/**
 * Entry of the SPA: creates the React root with a QueryClientProvider and the HarnessProvider, starts the harness worker and
 * brings back the MCP servers remembered on this device.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from './App';
import { createHarnessClient, HarnessProvider } from './harness';
import { useConsoleStore } from './store';
import { consoleTestView } from './test-view';
import { installMcpPageHooks } from './components/mcp/mcp-page-hooks';
import { restoreMcpServers } from './components/mcp/mcp-restore';
// Style sheets of the views that load on first open come in here, before phone.css, so the
// small-screen rules win whichever view loads first (a lazy chunk's CSS would be appended after them).
import './components/traces/traces.css';
import './styles.css';
import './phone.css';

const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });

// Automation contract: a read-only view for Playwright users (README, "Automation contract"; test-view.ts):
// the shown run's status and calls, the bounded store — never a raw result, never the API key.
(window as unknown as { __consoleStore?: { getState(): unknown } }).__consoleStore = {
  getState: () => consoleTestView(useConsoleStore.getState(), queryClient),
};

const client = createHarnessClient();
installMcpPageHooks(client, useConsoleStore);
void restoreMcpServers(client, useConsoleStore);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <HarnessProvider client={client}>
          <App />
        </HarnessProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
