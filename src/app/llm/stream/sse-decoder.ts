/**
 * Server-sent events from raw bytes or text, for streams read without an SDK (and for tests).
 *
 * Bytes are decoded with one streaming `TextDecoder` (`decode(chunk, { stream: true })`), so a UTF-8
 * sequence split across network chunks is joined, never turned into U+FFFD. Lines end at `\n`, `\r\n` or
 * `\r` (the EventSource rules); `data:` lines of one event are joined with `\n`; comments (`:`) and other
 * fields are ignored; an event ends at a blank line.
 */

/** One decoded event: its `event` name (if any) and its joined `data`. */
export interface SseEvent {
  event?: string;
  data: string;
}

/** An incremental SSE decoder. */
export interface SseDecoder {
  /** Feeds bytes or text; returns the events completed by it. */
  push(chunk: Uint8Array | string): SseEvent[];
  /** Flushes the decoder at the end of the stream; returns a last event not followed by a blank line. */
  end(): SseEvent[];
}

/** Creates an incremental SSE decoder with its own streaming TextDecoder. */
export function createSseDecoder(): SseDecoder {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let dataLines: string[] = [];
  let eventName: string | undefined;
  let sawCarriageReturn = false;

  const takeLine = (line: string, events: SseEvent[]): void => {
    if (line === '') {
      if (dataLines.length > 0) events.push({ event: eventName, data: dataLines.join('\n') });
      dataLines = [];
      eventName = undefined;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') dataLines.push(value);
    else if (field === 'event') eventName = value;
  };

  const consume = (text: string, events: SseEvent[]): void => {
    let start = 0;
    for (let position = 0; position < text.length; position += 1) {
      const character = text[position];
      if (character === '\n' && sawCarriageReturn && position === 0 && pending === '') {
        // The \n of a \r\n pair that was split across chunks.
        start = 1;
        sawCarriageReturn = false;
        continue;
      }
      sawCarriageReturn = false;
      if (character === '\n' || character === '\r') {
        takeLine(pending + text.slice(start, position), events);
        pending = '';
        if (character === '\r') {
          if (text[position + 1] === '\n') position += 1;
          else if (position + 1 === text.length) sawCarriageReturn = true;
        }
        start = position + 1;
      }
    }
    pending += text.slice(start);
  };

  return {
    push(chunk) {
      const events: SseEvent[] = [];
      consume(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }), events);
      return events;
    },
    end() {
      const events: SseEvent[] = [];
      consume(decoder.decode(), events);
      if (pending !== '') takeLine(pending, events);
      pending = '';
      takeLine('', events);
      return events;
    },
  };
}
