/**
 * One argument of a resource template or prompt, with the server's `completion/complete` suggestions
 * (MCP spec 2025-06-18 server/utilities/completion) in a datalist, asked for as the user types when the
 * server offers completions. Suggestions are bounded strings from the worker; shown as text only.
 */
import { useEffect, useId, useState } from 'react';
import type { McpCompletionRequest } from '../../../contract';
import { useHarnessClient } from '../../harness';

/** Props: what to complete against, the field's name, label, value and whether suggestions are offered. */
export interface McpArgumentFieldProps {
  server: string;
  reference: McpCompletionRequest['ref'];
  name: string;
  label: string;
  required: boolean;
  value: string;
  /** The other fields' values (the completion's context). */
  context: Record<string, string>;
  completions: boolean;
  testId: string;
  onChange(value: string): void;
}

/** A text field with suggestions (`data-testid` = `testId`, `data-name` = the argument). */
export function McpArgumentField(props: McpArgumentFieldProps) {
  const client = useHarnessClient();
  const { server, reference, name, value, completions } = props;
  const listId = useId();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const contextKey = JSON.stringify(props.context);
  const referenceKey = JSON.stringify(reference);

  useEffect(() => {
    if (!completions) return;
    let current = true;
    const context = JSON.parse(contextKey) as Record<string, string>;
    const ref = JSON.parse(referenceKey) as McpCompletionRequest['ref'];
    delete context[name];
    void client
      .mcp('completeMcpArgument', (api) => api.completeMcpArgument({ server, ref, argument: { name, value }, context }))
      .then((answer) => {
        if (current) setSuggestions(answer.ok ? answer.values : []);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, server, name, value, completions, contextKey, referenceKey]);

  return (
    <label className="field">
      <span className="field__label">
        {props.label}
        {props.required ? ' *' : ''}
      </span>
      <input
        type="text"
        data-testid={props.testId}
        data-name={name}
        data-suggestions={suggestions.length}
        list={suggestions.length > 0 ? listId : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {suggestions.length > 0 ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </label>
  );
}
