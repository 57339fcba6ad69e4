/**
 * One tool's schemas side by side, as text (DESIGN §5.1, §5.3): the definition as submitted
 * (`sourceDefinition`), the canonical `inputSchema`, and each provider export — OpenAI plain, OpenAI
 * strict, Anthropic, Gemini — fetched from the worker with `exportTools` (React Query caches them per
 * catalog version) and picked by the tool's exportName. On a wide screen the six blocks sit side by side,
 * each in a pane of bounded height (read together, for comparing the exports); on a phone
 * (`usePhoneLayout`) each is folded behind its title and its UTF-8 byte count, and an opened one grows
 * with the page (the document is the only scroller there).
 */
import { useQuery } from '@tanstack/react-query';
import type { CanonicalToolDescriptor, ExportOptions } from '../../../contract';
import { queryKeys, useHarnessClient } from '../../harness';
import { usePhoneLayout } from '../timeline/use-phone-layout';

const EXPORTS: { id: string; label: string; options: ExportOptions }[] = [
  { id: 'openai', label: 'OpenAI', options: { format: 'openai' } },
  { id: 'openai-strict', label: 'OpenAI strict', options: { format: 'openai', strict: true } },
  { id: 'anthropic', label: 'Anthropic', options: { format: 'anthropic' } },
  { id: 'gemini', label: 'Gemini', options: { format: 'gemini' } },
];

/** The export entry named `exportName` (OpenAI nests the name under `function`). */
function pick(list: unknown[], exportName: string): unknown {
  return list.find((entry) => {
    const e = entry as { name?: unknown; function?: { name?: unknown } };
    return e?.name === exportName || e?.function?.name === exportName;
  });
}

/** One schema as indented JSON text, titled; folded with its byte count on a phone. */
function Block({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  const phone = usePhoneLayout();
  const text = value === undefined ? '(not exported)' : JSON.stringify(value, null, 2);
  const code = (
    <pre className="code-block" tabIndex={phone ? undefined : 0}>
      {text}
    </pre>
  );
  if (phone)
    return (
      <details className="schema-block" data-testid={testId}>
        <summary>
          {title} · {new TextEncoder().encode(text).length.toLocaleString('en')} bytes
        </summary>
        {code}
      </details>
    );
  return (
    <figure className="schema-block" data-testid={testId}>
      <figcaption>{title}</figcaption>
      {code}
    </figure>
  );
}

/** Submitted definition, canonical schema and the four exports of `tool` (re-read when the catalog changes). */
export function ToolSchemas({ tool }: { tool: CanonicalToolDescriptor }) {
  const client = useHarnessClient();
  const exports = useQuery({
    queryKey: queryKeys.catalogExports,
    queryFn: async () => Promise.all(EXPORTS.map((e) => client.exportTools(e.options))),
  });
  return (
    <div className="schema-grid">
      <Block
        title="Submitted definition (sourceDefinition)"
        value={tool.sourceDefinition}
        testId="catalog-source-definition"
      />
      <Block title={`Canonical inputSchema (${tool.dialect})`} value={tool.inputSchema} testId="catalog-input-schema" />
      {exports.isPending ? <p className="hint">Loading the exports…</p> : null}
      {exports.isError ? (
        <p className="field__error">The exports could not be loaded: {String(exports.error)}</p>
      ) : null}
      {exports.data
        ? EXPORTS.map((e, index) => (
            <Block
              key={e.id}
              title={`Export: ${e.label}`}
              value={pick(exports.data[index] ?? [], tool.exportName)}
              testId={`catalog-export-${e.id}`}
            />
          ))
        : null}
    </div>
  );
}
