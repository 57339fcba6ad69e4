import { describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../src/app/store';

describe('maxTurns setting', () => {
  it('defaults to 12 and takes whole numbers from 1 on, ignoring others', () => {
    useConsoleStore.setState(useConsoleStore.getInitialState(), true);
    expect(useConsoleStore.getState().maxTurns).toBe(12);
    useConsoleStore.getState().setMaxTurns(40);
    expect(useConsoleStore.getState().maxTurns).toBe(40);
    for (const bad of [0, -3, 2.5, Number.NaN]) useConsoleStore.getState().setMaxTurns(bad);
    expect(useConsoleStore.getState().maxTurns).toBe(40);
  });
});
