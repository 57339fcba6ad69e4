import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../../src/contract/byte-format';
import { persistenceText, progressText, storageText } from '../../../../src/app/components/knowledge/knowledge-format';

describe('knowledge-format', () => {
  it('formats bytes with binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25.0 MiB');
  });

  it('describes progress per phase: bytes while reading, counts after', () => {
    expect(progressText({ documentName: 'a.pdf', phase: 'reading', done: 1024, total: 4096 })).toBe(
      'Reading a.pdf: 1.0 KiB of 4.0 KiB',
    );
    expect(progressText({ documentName: 'a.pdf', phase: 'indexing', done: 3, total: 9 })).toBe(
      'Indexing a.pdf: 3 of 9',
    );
  });

  it('shows storage use and the persistence outcome', () => {
    expect(storageText({ documentsBytes: 2048, usageBytes: 4096, quotaBytes: 1024 * 1024 })).toBe(
      'Documents use 2.0 KiB; this site uses 4.0 KiB of 1.0 MiB.',
    );
    expect(storageText({ documentsBytes: 0, usageBytes: 221_184, quotaBytes: 10 * 1024 ** 3 }, true)).toBe(
      "Documents use 0 B; this site uses 216.0 KiB of 10.0 GiB (the browser's estimate, not the limit that was hit).",
    );
    expect(persistenceText(false, true)).toMatch(/nothing is stored, so there is nothing to keep/);
    expect(persistenceText(true)).toMatch(/persistent/);
    expect(persistenceText(false)).toMatch(/not persistent/);
  });
});
