/**
 * A checkbox with its sentence beside it, the one markup every on/off choice uses (settings, dialogs, MCP
 * options, the test form's booleans, optional members and nulls): a `<label>` (class `field field--inline`
 * unless told) around the input and a `<span>` with the words.
 */
import type { ReactNode } from 'react';

/** Props of `CheckboxField`. */
export interface CheckboxFieldProps {
  /** The input's data-testid (README automation contract); none for a box no test names. */
  testId?: string;
  checked: boolean;
  /** Called with the new state when the user toggles the box. */
  onChange(checked: boolean): void;
  /** The words beside the box. */
  children: ReactNode;
  /** The label's class; default `field field--inline`. */
  className?: string;
  /** The id of an element that describes the box (aria-describedby). */
  describedBy?: string;
  /** The input's id (the label names it with `htmlFor` as well). */
  id?: string;
  /** The input's `data-field` (the test form's member or field name). */
  field?: string;
  /** Shown after the words, inside the label (a hint). */
  after?: ReactNode;
}

/** The labelled checkbox. */
export function CheckboxField({
  testId,
  checked,
  onChange,
  children,
  className = 'field field--inline',
  describedBy,
  id,
  field,
  after,
}: CheckboxFieldProps) {
  return (
    <label className={className} htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        data-testid={testId}
        data-field={field}
        checked={checked}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{children}</span>
      {after === undefined ? null : <> {after}</>}
    </label>
  );
}
