import { describe, expect, it } from 'vitest';
import { ACCEPT_ATTRIBUTE, detectDocumentKind } from '../../../src/worker/documents/document-kinds';

describe('detectDocumentKind', () => {
  it('recognises the accepted types by extension first, then by MIME type', () => {
    expect(detectDocumentKind('Notes.MD', '')).toBe('markdown');
    expect(detectDocumentKind('report.csv', 'application/vnd.ms-excel')).toBe('csv');
    expect(detectDocumentKind('page', 'text/html; charset=utf-8')).toBe('html');
    expect(detectDocumentKind('manual.pdf', 'application/octet-stream')).toBe('pdf');
    expect(detectDocumentKind('readme', 'text/plain')).toBe('text');
  });

  it('returns undefined for other types', () => {
    expect(
      detectDocumentKind('sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ).toBeUndefined();
    expect(detectDocumentKind('photo.png', 'image/png')).toBeUndefined();
  });

  it('lists every accepted extension for a file input', () => {
    expect(ACCEPT_ATTRIBUTE.split(',')).toEqual(
      expect.arrayContaining(['.md', '.txt', '.html', '.pdf', '.csv', 'application/pdf']),
    );
  });
});
