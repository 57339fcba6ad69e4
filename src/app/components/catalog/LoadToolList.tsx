/**
 * Loads a tool list from a file: JSON — an array of definitions in any accepted shape, or
 * `{ "tools": [...] }` as MCP's tools/list returns. The worker parses the text strictly (a bad file is
 * refused with the line, column and offset of the fault; nothing is evaluated); the definitions are
 * registered through `registerTools` with origin `{ kind: 'builtin', source: 'file:<file name>' }` (the
 * client registers them again after a worker restart; loading the same file name again replaces its
 * tools), and a skill named `file:<file name>` groups the tools it registered. Per-tool refusals are shown
 * with their index, JSON Pointer and reason while the other tools are usable.
 * States: idle, reading, loaded (with counts), error.
 */
import { useId, useState } from 'react';
import type { RegisterReport } from '../../../contract';
import { useHarnessClient } from '../../harness';
import { countOf, errorMessage } from '../../../contract';

type LoadState =
  | { kind: 'idle' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'loaded'; fileName: string; report: RegisterReport }
  | { kind: 'error'; fileName: string; message: string };

/** The file input and the report of the last load (the client reports the catalog change itself). */
export function LoadToolList() {
  const client = useHarnessClient();
  const id = useId();
  const [state, setState] = useState<LoadState>({ kind: 'idle' });
  const load = async (file: File) => {
    const fileName = file.name;
    setState({ kind: 'reading', fileName });
    try {
      const parsed = await client.parseToolList(await file.text());
      if (!parsed.ok) {
        setState({
          kind: 'error',
          fileName,
          message: `${fileName} is not a usable tool list (${parsed.code}): ${parsed.message}`,
        });
        return;
      }
      const source = `file:${fileName}`;
      const report = await client.registerTools(parsed.definitions, { kind: 'builtin', source });
      if (report.registered.length > 0) await client.registerSkills([{ name: source, toolNames: report.registered }]);
      setState({ kind: 'loaded', fileName, report });
    } catch (error) {
      setState({ kind: 'error', fileName, message: errorMessage(error) });
    }
  };
  return (
    <div className="load-tools" data-testid="catalog-load" data-status={state.kind}>
      <label className="field" htmlFor={id}>
        <span className="field__label">
          Load a tool list (JSON file: an array of definitions, or {'{"tools": [...]}'})
        </span>
        <input
          id={id}
          type="file"
          accept=".json,application/json"
          data-testid="catalog-load-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void load(file);
            e.target.value = '';
          }}
        />
      </label>
      <div role="status" aria-live="polite">
        {state.kind === 'reading' ? <p className="hint">Reading {state.fileName}…</p> : null}
        {state.kind === 'loaded' ? (
          <p
            data-testid="catalog-load-report"
            data-registered={state.report.registered.length}
            data-refused={state.report.refused.length}
          >
            {state.fileName}: {state.report.registered.length} registered, {state.report.refused.length} refused,{' '}
            {countOf(state.report.warnings.length, 'note')}.
          </p>
        ) : null}
      </div>
      {state.kind === 'error' ? (
        <p className="field__error" role="alert" data-testid="catalog-load-error">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'loaded' && state.report.refused.length > 0 ? (
        <ul className="refusals" aria-label={`Tools refused from ${state.fileName}`}>
          {state.report.refused.map((refusal) => (
            <li
              key={refusal.index}
              data-testid="catalog-refusal"
              data-index={refusal.index}
              data-pointer={refusal.pointer ?? ''}
            >
              #{refusal.index}
              {refusal.name ? ` ${refusal.name}` : ''} refused ({refusal.code}) at{' '}
              <code>{refusal.pointer || '(the definition)'}</code>: {refusal.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
