/**
 * An observation's JSON as text (never HTML), from `json-segments.ts`: indented (`pretty`) or the exact
 * text the model read. A long string shows its first `PREVIEW_CHARS` and its UTF-8 byte count until
 * "Show all"; an image or audio part's base64 is never shown as text — a note with its MIME type and
 * size stands in (the part itself is the thumbnail or player above).
 */
import { useMemo, useState } from 'react';
import { jsonSegments, segmentPreview, segmentText, type JsonSegment } from './json-segments';

/** Characters of a collapsed long string shown. */
const PREVIEW_CHARS = 200;

function LongText({ segment }: { segment: Extract<JsonSegment, { kind: 'long' }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {open ? segmentText(segment) : `${segmentPreview(segment, PREVIEW_CHARS)}…`}
      <button
        type="button"
        className="link-button obs-text__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'collapse' : `show all (${segment.bytes.toLocaleString('en')} bytes)`}
      </button>
    </>
  );
}

/**
 * The JSON text of `value`, indented when `pretty`; `testId` names the `<pre>`. A collapsed long string's
 * full literal is never made, so the page holds the observation's strings once.
 */
export function ObservationText({
  value,
  pretty,
  label,
  testId,
}: {
  value: unknown;
  pretty: boolean;
  label: string;
  testId?: string;
}) {
  const segments = useMemo(() => jsonSegments(value, pretty ? 2 : 0), [value, pretty]);
  return (
    <pre
      className={`code-block obs-text${pretty ? '' : ' obs-text--exact'}`}
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
    >
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : segment.kind === 'long' ? (
          <LongText key={index} segment={segment} />
        ) : (
          <span key={index} className="obs-text__binary" data-testid="observation-base64">
            {`[base64 ${segment.mime || 'data'}, ${segment.bytes.toLocaleString('en')} bytes — shown above, not as text]`}
          </span>
        ),
      )}
    </pre>
  );
}
