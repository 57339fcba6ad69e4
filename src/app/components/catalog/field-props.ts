/**
 * The props every field of the catalog's test form takes. The composite fields render their children
 * through a `Field` component they are given (SchemaField), so the two modules do not import each other.
 */
import type { ComponentType } from 'react';
import type { FormField, FormValue } from '../../../contract';

/** Props of one field: its model, label, current value and change handler (values are JSON). */
export interface SchemaFieldProps {
  field: FormField;
  label: string;
  value: FormValue | undefined;
  onChange(value: FormValue): void;
}

/** The component that renders one nested field. */
export type FieldComponent = ComponentType<SchemaFieldProps>;
