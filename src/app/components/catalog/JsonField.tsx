/**
 * The test form's fallback for a shape it cannot render faithfully (STYLE.md §3.7; inspector's
 * SchemaForm rule): a JSON text editor with the reason shown. The text is checked with `JSON.parse` as
 * the user types (never evaluated); only valid JSON updates the value, and the error names the problem.
 */
import { useId, useState } from 'react';
import type { FormField, FormValue } from '../../../contract';
import { errorMessage } from '../../../contract';

type JsonModel = Extract<FormField, { kind: 'json' }>;

/** A JSON editor field. */
export function JsonField({
  field,
  label,
  value,
  onChange,
}: {
  field: JsonModel;
  label: string;
  value: FormValue | undefined;
  onChange(value: FormValue): void;
}) {
  const id = useId();
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="form-field field" data-testid="form-json-field">
      <label className="field__label" htmlFor={id}>
        {label} <span className="hint">(JSON)</span>
      </label>
      <p className="hint" id={`${id}-why`}>
        Edited as JSON: {field.reason}
      </p>
      <textarea
        id={id}
        rows={4}
        spellCheck={false}
        aria-describedby={`${id}-why`}
        aria-invalid={error !== null}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onChange(JSON.parse(e.target.value) as FormValue);
            setError(null);
          } catch (problem) {
            setError(errorMessage(problem));
          }
        }}
      />
      {error ? (
        <p className="field__error" role="alert">
          Not valid JSON: {error}
        </p>
      ) : null}
    </div>
  );
}
