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
import { installMcpPageHooks } from './components/mcp/mcp-page-hooks';
import { restoreMcpServers } from './components/mcp/mcp-restore';
import './styles.css';
import './phone.css';

const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });

// Automation contract: the bounded store is readable by Playwright users (README, "Automation contract").
// It holds only contract types (observations, events, summaries), never a raw result or the API key.
// The API key is left out of this view.
(window as unknown as { __consoleStore?: { getState(): unknown } }).__consoleStore = {
  getState: () => {
    const { apiKey: _key, ...state } = useConsoleStore.getState();
    return state;
  },
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
