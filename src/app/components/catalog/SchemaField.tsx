/**
 * One field of the catalog's test form (STYLE.md §3.7), rendered from a `FormField` model
 * (src/contract/schema-form.ts): text, number, integer, checkbox, a select for choices (`enum`, `const`,
 * `oneOf` of consts), nested objects and arrays (CompositeFields.tsx), and a JSON editor for shapes the
 * form cannot render faithfully (JsonField.tsx, which says why). A nullable field gets a "null" checkbox.
 * Every control has a label; values are JSON, never HTML.
 */
import { useId } from 'react';
import { initialFormValue, type FormField } from '../../../contract';
import { ArrayField, ObjectField } from './CompositeFields';
import type { SchemaFieldProps } from './field-props';
import { JsonField } from './JsonField';
import { CheckboxField } from '../fields/CheckboxField';

/** A field with its "null" checkbox when nullable. */
export function SchemaField(props: SchemaFieldProps) {
  const { field, label, value, onChange } = props;
  if (!field.nullable) return <FieldBody {...props} />;
  const isNull = value === null;
  return (
    <div className="form-field form-field--nullable">
      <CheckboxField
        className="field--inline"
        testId="form-null"
        checked={isNull}
        onChange={(checked) => onChange(checked ? null : initialFormValue({ ...field, nullable: false }))}
      >
        {label}: null
      </CheckboxField>
      {isNull ? null : <FieldBody {...props} />}
    </div>
  );
}

/** Property names that usually hold long text (a textarea when the schema sets no `maxLength`). */
const LONG_TEXT_NAME = /^(text|content|body|description|note|message|prompt)$/i;

/**
 * True when a string field should be a textarea: its `maxLength` is over 200 characters, or it has no
 * `maxLength` and its property name (the label without the " *" of required) names long text.
 */
function isLongText(field: FormField, label: string): boolean {
  if (field.kind !== 'string' || field.format) return false;
  if (field.maxLength !== undefined) return field.maxLength > 200;
  return LONG_TEXT_NAME.test(label.replace(/\s*\*$/, '').trim());
}

function FieldBody({ field, label, value, onChange }: SchemaFieldProps) {
  const id = useId();
  const hint = field.description ? <span className="hint">{field.description}</span> : null;
  switch (field.kind) {
    case 'object':
      return <ObjectField field={field} label={label} value={value} onChange={onChange} Field={SchemaField} />;
    case 'array':
      return <ArrayField field={field} label={label} value={value} onChange={onChange} Field={SchemaField} />;
    case 'json':
      return <JsonField field={field} label={label} value={value} onChange={onChange} />;
    case 'boolean':
      return (
        <CheckboxField
          className="form-field field--inline"
          id={id}
          field={label}
          checked={value === true}
          onChange={onChange}
          after={hint}
        >
          {label}
        </CheckboxField>
      );
    case 'choice': {
      const selected = field.options.findIndex((o) => JSON.stringify(o.value) === JSON.stringify(value));
      return (
        <label className="form-field field" htmlFor={id}>
          <span className="field__label">{label}</span>
          <select
            id={id}
            data-field={label}
            value={selected < 0 ? '' : String(selected)}
            onChange={(e) => onChange(field.options[Number(e.target.value)]?.value ?? null)}
          >
            {selected < 0 ? <option value="">(choose)</option> : null}
            {field.options.map((option, index) => (
              <option key={option.label} value={String(index)}>
                {option.label}
              </option>
            ))}
          </select>
          {hint}
        </label>
      );
    }
    case 'number':
    case 'integer':
      return (
        <label className="form-field field" htmlFor={id}>
          <span className="field__label">
            {label} <span className="hint">({field.kind})</span>
          </span>
          <input
            id={id}
            type="number"
            data-field={label}
            step={field.kind === 'integer' ? 1 : 'any'}
            value={typeof value === 'number' ? value : ''}
            onChange={(e) => {
              if (!Number.isNaN(e.target.valueAsNumber)) onChange(e.target.valueAsNumber);
            }}
          />
          {hint}
        </label>
      );
    default:
      return (
        <label className="form-field field" htmlFor={id}>
          <span className="field__label">
            {label}
            {field.format ? <span className="hint"> ({field.format})</span> : null}
          </span>
          {isLongText(field, label) ? (
            <textarea
              id={id}
              data-field={label}
              rows={4}
              value={typeof value === 'string' ? value : ''}
              onChange={(e) => onChange(e.target.value)}
            />
          ) : (
            <input
              id={id}
              type="text"
              data-field={label}
              spellCheck={false}
              value={typeof value === 'string' ? value : ''}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
          {hint}
        </label>
      );
  }
}
