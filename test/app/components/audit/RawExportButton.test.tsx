import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RawExportButton } from '../../../../src/app/components/audit/RawExportButton';
import type { ExportResult } from '../../../../src/contract';

describe('RawExportButton (audit bundle, run as scenario)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('warns that the file holds raw results and asks the worker only after "Save anyway"; the Blob is saved, not read', async () => {
    const text = vi.fn(async () => 'RAW');
    const blob = { size: 3, type: 'application/json', text };
    const build = vi.fn(async (): Promise<ExportResult> => ({
      ok: true,
      fileName: 'audit-r1.json',
      blob,
      holdsRawResults: true,
    }));
    const created = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<RawExportButton label="Export audit bundle" testId="audit-export" build={build} />);

    fireEvent.click(screen.getByTestId('audit-export'));
    expect(screen.getByRole('alertdialog').textContent).toContain('RAW tool results');
    expect(build).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('audit-export-confirm'));
    await waitFor(() => expect(screen.getByTestId('audit-export-status').getAttribute('data-status')).toBe('saved'));
    expect(build).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledTimes(1);
    expect(text).not.toHaveBeenCalled();
    expect(screen.getByTestId('audit-export-status').textContent).toContain('audit-r1.json');
  });

  it('says why there is no file (e.g. an imported run has no audit records)', async () => {
    const build = async (): Promise<ExportResult> => ({
      ok: false,
      code: 'NO_AUDIT_RECORDS',
      message: 'This run was imported.',
    });
    render(<RawExportButton label="Save run as scenario" testId="scenario-save" build={build} />);
    fireEvent.click(screen.getByTestId('scenario-save'));
    fireEvent.click(screen.getByTestId('scenario-save-confirm'));
    await waitFor(() => expect(screen.getByTestId('scenario-save-status').getAttribute('data-status')).toBe('error'));
    expect(screen.getByTestId('scenario-save-status').textContent).toBe('NO_AUDIT_RECORDS: This run was imported.');
  });
});
