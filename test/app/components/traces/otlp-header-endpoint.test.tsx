/** The OTLP header goes only to the endpoint it was typed for (DESIGN §8): editing the endpoint clears it. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithHarness as render } from '../../support/with-harness';
import { OtlpSendForm } from '../../../../src/app/components/traces/OtlpSendForm';

describe('OTLP send form: the header follows its endpoint', () => {
  afterEach(cleanup);

  it('clears the header, and says so, when the endpoint moves to another one', () => {
    render(<OtlpSendForm runId="run-1" />);
    const header = screen.getByTestId<HTMLInputElement>('otlp-header');
    const endpoint = screen.getByTestId<HTMLInputElement>('otlp-endpoint');
    fireEvent.change(header, { target: { value: 'Authorization: Bearer otlp-secret' } });
    // The same endpoint written differently keeps the header.
    fireEvent.change(endpoint, { target: { value: 'http://localhost:4318/v1/traces/' } });
    expect(header.value).toBe('Authorization: Bearer otlp-secret');
    expect(screen.queryByTestId('otlp-header-cleared')).toBeNull();

    fireEvent.change(endpoint, { target: { value: 'https://collector.example/v1/traces' } });
    expect(header.value).toBe('');
    expect(screen.getByTestId('otlp-header-cleared').textContent).toContain('typed for another endpoint');

    // A header typed for the new endpoint stays with it.
    fireEvent.change(header, { target: { value: 'Authorization: Bearer second' } });
    expect(screen.queryByTestId('otlp-header-cleared')).toBeNull();
    fireEvent.change(endpoint, { target: { value: 'https://collector.example/v1/traces' } });
    expect(header.value).toBe('Authorization: Bearer second');
  });
});
