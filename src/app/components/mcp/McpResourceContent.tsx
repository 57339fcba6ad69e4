/**
 * A read resource as the worker bounded it (`mcp-resource-content`): text in a preformatted block (cut
 * and redacted in the worker; the cut and the redactions said in words), binary as a thumbnail (a small
 * raster image) or a placeholder, each with its size and MIME type. "Attach to question"
 * (`mcp-resource-attach`) adds the bounded text as context for the next question. States: loading,
 * error (the reason in words), done. Everything is text or a `data:` image; never HTML.
 */
import type { McpResourceRead } from '../../../contract';
import { useConsoleStore } from '../../store';
import { countOf } from '../../../contract';

/** What the view shows: the read (or its loading / error state) of `uri` on `server`. */
export type ReadState = { status: 'loading'; uri: string } | { status: 'done'; read: McpResourceRead; uri: string };

const bytesWords = (bytes: number) => countOf(bytes, 'byte');

/** The read view of one resource. */
export function McpResourceContent({ server, state }: { server: string; state: ReadState }) {
  const attach = useConsoleStore((s) => s.attachContext);
  const attached = useConsoleStore((s) => s.questionContext.some((held) => held.id === `${server} ${state.uri}`));
  if (state.status === 'loading')
    return (
      <div className="mcp-read" data-testid="mcp-resource-content" data-status="loading" data-uri={state.uri}>
        <span className="spinner" aria-hidden="true" /> Reading {state.uri}…
      </div>
    );
  const read = state.read;
  if (!read.ok)
    return (
      <div className="mcp-read" data-testid="mcp-resource-content" data-status="error" data-uri={state.uri}>
        <p className="form-error" role="alert">
          {read.reason}
        </p>
      </div>
    );
  const text = read.contents.find((content) => content.kind === 'text');
  return (
    <div className="mcp-read" data-testid="mcp-resource-content" data-status="done" data-uri={read.uri}>
      {read.contents.map((content, index) =>
        content.kind === 'text' ? (
          <div key={index} className="mcp-read__item" data-kind="text" data-mime={content.mimeType ?? ''}>
            <p className="hint">
              {content.mimeType ?? 'text'} · {bytesWords(content.bytes)}
              {content.truncated ? ' · cut to fit (head and tail kept)' : ''}
              {content.redacted > 0 ? ` · ${countOf(content.redacted, 'secret')} redacted` : ''}
            </p>
            <pre className="mcp-read__text">{content.text}</pre>
          </div>
        ) : (
          <div
            key={index}
            className="mcp-read__item"
            data-kind="binary"
            data-mime={content.mimeType ?? ''}
            data-bytes={content.bytes}
          >
            {content.thumbnail ? (
              <img className="mcp-read__thumbnail" src={content.thumbnail} alt={`Image ${content.uri}`} />
            ) : (
              <span className="mcp-read__placeholder" aria-hidden="true">
                ▦
              </span>
            )}
            <p className="hint">
              Binary: {content.mimeType ?? 'unknown type'} · {bytesWords(content.bytes)}
            </p>
          </div>
        ),
      )}
      {text?.kind === 'text' ? (
        <div className="button-row">
          <button
            type="button"
            className="button"
            data-testid="mcp-resource-attach"
            disabled={attached}
            onClick={() =>
              attach({
                id: `${server} ${read.uri}`,
                server,
                uri: read.uri,
                text: text.text,
                bytes: text.bytes,
                truncated: text.truncated,
              })
            }
          >
            {attached ? 'Attached to the question' : 'Attach to question'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
