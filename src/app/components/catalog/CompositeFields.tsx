/**
 * Object and array fields of the catalog's test form: an object is a fieldset of its properties
 * (optional ones behind an "include" checkbox, so the emitted JSON omits them unless asked); an array is
 * a list of items with Add and Remove buttons. Values are JSON. Each child is rendered by the `Field`
 * component passed in (SchemaField).
 */
import { countOf, initialFormValue, type FormField, type FormValue } from '../../../contract';
import type { FieldComponent } from './field-props';
import { CheckboxField } from '../fields/CheckboxField';

type ObjectModel = Extract<FormField, { kind: 'object' }>;
type ArrayModel = Extract<FormField, { kind: 'array' }>;

const asObject = (value: FormValue | undefined): Record<string, FormValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

/** A nested object: one field per declared property. */
export function ObjectField({
  field,
  label,
  value,
  onChange,
  Field,
}: {
  field: ObjectModel;
  label: string;
  value: FormValue | undefined;
  onChange(value: FormValue): void;
  Field: FieldComponent;
}) {
  const current = asObject(value);
  const set = (name: string, next: FormValue | undefined) => {
    const copy = { ...current };
    if (next === undefined) delete copy[name];
    else copy[name] = next;
    onChange(copy);
  };
  return (
    <fieldset className="form-object">
      <legend>{label}</legend>
      {field.description ? <p className="hint">{field.description}</p> : null}
      {field.properties.map((property) => {
        const included = property.name in current;
        return (
          <div key={property.name} className="form-property">
            {property.required ? null : (
              <CheckboxField
                className="field--inline"
                testId="form-include"
                field={property.name}
                checked={included}
                onChange={(checked) => set(property.name, checked ? initialFormValue(property.field) : undefined)}
              >
                include {property.name} (optional)
              </CheckboxField>
            )}
            {property.required || included ? (
              <Field
                field={property.field}
                label={property.name + (property.required ? ' *' : '')}
                value={current[property.name]}
                onChange={(next) => set(property.name, next)}
              />
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/** An array: its items, each removable, and an Add button. */
export function ArrayField({
  field,
  label,
  value,
  onChange,
  Field,
}: {
  field: ArrayModel;
  label: string;
  value: FormValue | undefined;
  onChange(value: FormValue): void;
  Field: FieldComponent;
}) {
  const items = Array.isArray(value) ? value : [];
  return (
    <fieldset className="form-array">
      <legend>
        {label} <span className="hint">({countOf(items.length, 'item')})</span>
      </legend>
      {items.map((item, index) => (
        <div key={index} className="form-array__item">
          <Field
            field={field.items}
            label={`${label.replace(/ \*$/, '')}[${index}]`}
            value={item}
            onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
          />
          <button
            type="button"
            className="button button--small"
            data-testid="form-remove-item"
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            Remove item {index + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--small"
        data-testid="form-add-item"
        onClick={() => onChange([...items, initialFormValue(field.items)])}
      >
        Add item to {label.replace(/ \*$/, '')}
      </button>
    </fieldset>
  );
}
