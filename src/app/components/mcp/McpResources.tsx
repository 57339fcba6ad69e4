/**
 * A server's resources and resource templates (MCP spec 2025-06-18 server/resources): each resource
 * (`mcp-resource`, `data-uri`) with Read (`mcp-resource-read`) and, where the server supports it,
 * Subscribe (`mcp-resource-subscribe`: an update re-reads it); each template (`mcp-resource-template`,
 * `data-uri-template`) with a field per variable (`mcp-template-field`, `data-name`, with completions)
 * and Read (`mcp-template-read`). Lists come from the worker's cache, re-read when `listRevision`
 * changes. States: loading, error, empty, the lists.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { McpResourceTemplateInfo } from '../../../contract';
import type { McpServerState } from '../../../contract/mcp-api';
import { queryKeys, useHarnessClient, type HarnessClient } from '../../harness';
import { useConsoleStore } from '../../store';
import { McpArgumentField } from './McpArgumentField';
import { McpResourceContent, type ReadState } from './McpResourceContent';
import { expandTemplate } from './mcp-feature-rules';
import { CheckboxField } from '../fields/CheckboxField';

/** Reads `uri` into a ReadState setter. */
function readInto(client: HarnessClient, server: string, uri: string, set: (state: ReadState) => void): void {
  set({ status: 'loading', uri });
  void client
    .mcp('readMcpResource', (api) => api.readMcpResource({ server, uri }))
    .then((read) => set({ status: 'done', read, uri }))
    .catch((error: unknown) => set({ status: 'done', uri, read: { ok: false, reason: String(error) } }));
}

/** The resources and templates of a connected server. */
export function McpResources({ state }: { state: McpServerState }) {
  const client = useHarnessClient();
  const server = state.name;
  const listing = useQuery({
    queryKey: queryKeys.mcpResources(server, state.listRevision ?? 0),
    queryFn: () => client.mcp('listMcpResources', (api) => api.listMcpResources(server)),
  });
  const [read, setRead] = useState<ReadState | undefined>();
  const [subscribed, setSubscribed] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | undefined>();
  const updates = useConsoleStore((s) => (read ? (s.mcpResourceUpdates[`${server} ${read.uri}`] ?? 0) : 0));

  // A subscribed resource that the server says changed is read again (once per new update count).
  const seenUpdates = useRef(0);
  useEffect(() => {
    if (updates === seenUpdates.current) return;
    seenUpdates.current = updates;
    if (read && subscribed.has(read.uri)) readInto(client, server, read.uri, setRead);
  }, [client, updates, read, subscribed, server]);

  const toggle = (uri: string, next: boolean) => {
    void client
      .mcp('setMcpResourceSubscription', (api) => api.setMcpResourceSubscription({ server, uri, subscribed: next }))
      .then((answer) => {
        if (!answer.ok) return setProblem(answer.reason);
        setProblem(undefined);
        setSubscribed((old) => {
          const copy = new Set(old);
          if (next) copy.add(uri);
          else copy.delete(uri);
          return copy;
        });
      });
  };

  if (listing.isPending) return <p className="hint">Loading resources…</p>;
  if (listing.isError || !listing.data.ok)
    return (
      <p className="form-error" role="alert">
        {listing.data && !listing.data.ok ? listing.data.reason : 'The worker did not answer.'}
      </p>
    );
  const { resources, templates, incomplete } = listing.data;
  return (
    <div className="mcp-features__section">
      <h4 className="mcp-features__title">
        Resources <span className="panel__count">{resources.length}</span>
      </h4>
      {resources.length === 0 ? <p className="empty">The server lists no resources.</p> : null}
      <ul className="mcp-list">
        {resources.map((resource) => (
          <li key={resource.uri} className="mcp-list__item" data-testid="mcp-resource" data-uri={resource.uri}>
            <span className="mcp-list__name">{resource.title ?? resource.name}</span>
            <code className="mcp-list__uri">{resource.uri}</code>
            {resource.mimeType ? <span className="hint"> {resource.mimeType}</span> : null}
            <div className="button-row">
              <button
                type="button"
                className="button"
                data-testid="mcp-resource-read"
                onClick={() => readInto(client, server, resource.uri, setRead)}
              >
                Read
              </button>
              {state.features?.subscribe ? (
                <CheckboxField
                  className="field--inline"
                  testId="mcp-resource-subscribe"
                  checked={subscribed.has(resource.uri)}
                  onChange={(checked) => toggle(resource.uri, checked)}
                >
                  Subscribe to updates
                </CheckboxField>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {incomplete ? <p className="hint">The list was cut at its bound.</p> : null}
      <h4 className="mcp-features__title">
        Templates <span className="panel__count">{templates.length}</span>
      </h4>
      {templates.length === 0 ? <p className="empty">The server lists no resource templates.</p> : null}
      <ul className="mcp-list">
        {templates.map((template) => (
          <TemplateForm
            key={template.uriTemplate}
            server={server}
            template={template}
            completions={state.features?.completions === true}
            onRead={(uri) => readInto(client, server, uri, setRead)}
          />
        ))}
      </ul>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      {read ? <McpResourceContent server={server} state={read} /> : null}
    </div>
  );
}

/** One template: a field per variable and Read. */
function TemplateForm(props: {
  server: string;
  template: McpResourceTemplateInfo;
  completions: boolean;
  onRead(uri: string): void;
}) {
  const { template } = props;
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const read = () => {
    const expanded = expandTemplate(template.uriTemplate, values);
    if (!expanded.ok) return setError(`Fill in “${expanded.missing}”.`);
    setError(undefined);
    props.onRead(expanded.uri);
  };
  return (
    <li className="mcp-list__item" data-testid="mcp-resource-template" data-uri-template={template.uriTemplate}>
      <span className="mcp-list__name">{template.title ?? template.name}</span>
      <code className="mcp-list__uri">{template.uriTemplate}</code>
      {template.description ? <p className="hint">{template.description}</p> : null}
      {template.variables.map((name) => (
        <McpArgumentField
          key={name}
          server={props.server}
          reference={{ type: 'ref/resource', uri: template.uriTemplate }}
          name={name}
          label={name}
          required
          value={values[name] ?? ''}
          context={values}
          completions={props.completions}
          testId="mcp-template-field"
          onChange={(value) => setValues((old) => ({ ...old, [name]: value }))}
        />
      ))}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button" data-testid="mcp-template-read" onClick={read}>
          Read
        </button>
      </div>
    </li>
  );
}
