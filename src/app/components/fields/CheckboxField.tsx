/**
 * A checkbox with its sentence beside it, the one markup every on/off setting uses: a `<label>` (class
 * `field field--inline` unless told) around the input and a `<span>` with the words.
 */
import type { ReactNode } from 'react';

/** Props of `CheckboxField`. */
export interface CheckboxFieldProps {
  /** The input's data-testid. */
  testId: string;
  checked: boolean;
  /** Called with the new state when the user toggles the box. */
  onChange(checked: boolean): void;
  /** The words beside the box. */
  children: ReactNode;
  /** The label's class; default `field field--inline`. */
  className?: string;
  /** The id of an element that describes the box (aria-describedby). */
  describedBy?: string;
}

/** The labelled checkbox. */
export function CheckboxField({
  testId,
  checked,
  onChange,
  children,
  className = 'field field--inline',
  describedBy,
}: CheckboxFieldProps) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        data-testid={testId}
        checked={checked}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
