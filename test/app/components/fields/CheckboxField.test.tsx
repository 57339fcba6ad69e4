/** CheckboxField: the one labelled checkbox; clicking its words toggles it, and it carries the ids tests use. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CheckboxField } from '../../../../src/app/components/fields/CheckboxField';

afterEach(cleanup);

describe('CheckboxField', () => {
  it('toggles from its words and reports the new state', () => {
    const seen: boolean[] = [];
    render(
      <CheckboxField testId="box" checked={false} onChange={(checked) => seen.push(checked)}>
        Remember the sign-in
      </CheckboxField>,
    );
    fireEvent.click(screen.getByText('Remember the sign-in'));
    expect(seen).toEqual([true]);
    expect(screen.getByRole('checkbox', { name: 'Remember the sign-in' }).getAttribute('data-testid')).toBe('box');
  });

  it('carries an id, a data-field and a hint after its words, and no test id when given none', () => {
    render(
      <CheckboxField id="f-1" field="verbose" checked onChange={() => undefined} after={<small>a hint</small>}>
        verbose
      </CheckboxField>,
    );
    const box = screen.getByRole('checkbox');
    expect(box.id).toBe('f-1');
    expect(box.getAttribute('data-field')).toBe('verbose');
    expect(box.hasAttribute('data-testid')).toBe(false);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.closest('label')?.textContent).toBe('verbose a hint');
  });
});
