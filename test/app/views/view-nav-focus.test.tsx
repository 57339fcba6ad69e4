/**
 * Alt+Shift+digit opens a view from anywhere (ViewNav.tsx); when the focused control is not in the view
 * it opens, the focus goes to that view's link, as a click on it leaves it, never to the page's body.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ViewNav } from '../../../src/app/views/ViewNav';

const shortcut = (digit: number) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { altKey: true, shiftKey: true, code: `Digit${digit}` });

describe('view shortcuts keep the focus', () => {
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('moves the focus to the opened view’s link, and leaves a control inside that view alone', () => {
    render(
      <>
        <ViewNav active="run" />
        <section id="view-run">
          <textarea data-testid="question" />
        </section>
      </>,
    );
    const question = screen.getByTestId('question');
    question.focus();
    shortcut(1);
    expect(document.activeElement).toBe(question);
    shortcut(4);
    expect(window.location.hash).toBe('#/runs');
    expect(document.activeElement).toBe(screen.getByTestId('nav-runs'));
  });
});
