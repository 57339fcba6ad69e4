/**
 * Images inside tool results, which reach each model in its own way. An `ok` or
 * `error` observation's `result.parts` may hold `{ type: 'image', mime_type, data (base64) }` parts
 * (DESIGN §4.4, MCP projection). Chat completions has no image in a `tool` message, so the tool message
 * keeps a TEXT placeholder in place of `data`, and — when the model accepts images (a setting) — the
 * images follow in one user message of `image_url` parts with `data:` URLs (OpenAI vision input:
 * https://platform.openai.com/docs/guides/images-vision). Only `image/*` mime types are attached.
 */

/** One image taken out of an observation. */
export interface ToolResultImage {
  toolCallId: string;
  mimeType: string;
  /** Base64 (as the observation carried it). */
  data: string;
}

/** True for a mime type a chat model may receive as an image (`image/…`, no parameters needed). */
function isImageMimeType(mimeType: unknown): mimeType is string {
  return typeof mimeType === 'string' && /^image\/[a-z0-9.+-]+$/i.test(mimeType.trim());
}

/**
 * Replaces the image data of an observation JSON by a placeholder and returns the images.
 *
 * @param observationJson the tool message content (the observation JSON); other text passes unchanged
 * @param toolCallId the call the observation answers (named in the placeholder)
 * @param attach whether the images will follow in a user message (changes the placeholder's words)
 * @returns `{ text, images }`: `images` only of `image/*` parts with string data
 */
export function splitToolResultImages(
  observationJson: string,
  toolCallId: string,
  attach: boolean,
): { text: string; images: ToolResultImage[] } {
  let observation: { result?: { parts?: Record<string, unknown>[] } };
  try {
    observation = JSON.parse(observationJson) as typeof observation;
  } catch {
    return { text: observationJson, images: [] };
  }
  const parts = observation?.result?.parts;
  if (!Array.isArray(parts) || !parts.some((part) => part?.type === 'image'))
    return { text: observationJson, images: [] };
  const images: ToolResultImage[] = [];
  observation.result!.parts = parts.map((part) => {
    if (part?.type !== 'image' || typeof part.data !== 'string') return part;
    const bytes = Math.floor((part.data.length * 3) / 4);
    if (!attach || !isImageMimeType(part.mime_type)) {
      return {
        ...part,
        data: `[image omitted: ${String(part.mime_type)}, ~${bytes} bytes; ${attach ? 'not an image/* type' : 'the model does not accept images'}]`,
      };
    }
    images.push({ toolCallId, mimeType: part.mime_type.trim(), data: part.data });
    return {
      ...part,
      data: `[image ${images.length} of call ${toolCallId}: ${part.mime_type}, ~${bytes} bytes; attached in the next user message]`,
    };
  });
  return { text: JSON.stringify(observation), images };
}

/** The user message (chat-completions wire) that carries images taken out of tool results. */
export function imagesUserMessage(images: ToolResultImage[]): { role: 'user'; content: Record<string, unknown>[] } {
  const calls = [...new Set(images.map((image) => image.toolCallId))].join(', ');
  return {
    role: 'user',
    content: [
      { type: 'text', text: `Images returned by tool call ${calls} (in order):` },
      ...images.map((image) => ({
        type: 'image_url',
        image_url: { url: `data:${image.mimeType};base64,${image.data}` },
      })),
    ],
  };
}
