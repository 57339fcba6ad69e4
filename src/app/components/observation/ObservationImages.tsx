/**
 * The image parts of an observation (the MCP projection, DESIGN §4.4): each `image` part with an
 * `image/*` MIME type and valid base64 is shown as a thumbnail — an <img> with a `data:` URL of the
 * part's base64, never HTML (`observation-image`, data-mime); a `placeholder` part that replaces an
 * image or audio part is shown as its sentence (`observation-image-placeholder`); an `audio` part with an
 * `audio/*` MIME type is a player (`observation-audio`, `data-mime`; `media-src data:` in both CSPs). Anything else is left to the JSON text.
 */
import { countOf, isPartsResult, type ModelObservation } from '../../../contract';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const IMAGE_MIME = /^image\/[a-z0-9.+-]+$/i;
const AUDIO_MIME = /^audio\/[a-z0-9.+-]+$/i;

/** Props: the observation whose result may hold image parts. */
export interface ObservationImagesProps {
  observation: ModelObservation;
}

/** The thumbnails and placeholders, or nothing when the result has none. */
export function ObservationImages({ observation }: ObservationImagesProps) {
  const result = (observation as { result?: unknown }).result;
  if (!isPartsResult(result)) return null;
  const items = result.parts.flatMap((part, index) => {
    if (part.type === 'image' && IMAGE_MIME.test(part.mime_type) && BASE64.test(part.data))
      return [
        <img
          key={index}
          className="observation-image"
          data-testid="observation-image"
          data-mime={part.mime_type}
          src={`data:${part.mime_type};base64,${part.data}`}
          alt={`Image part ${index + 1} (${part.mime_type}, ${countOf(part.decoded_bytes, 'byte')})`}
        />,
      ];
    if (part.type === 'audio' && AUDIO_MIME.test(part.mime_type) && BASE64.test(part.data))
      return [
        <audio
          key={index}
          className="observation-audio"
          data-testid="observation-audio"
          data-mime={part.mime_type}
          controls
          src={`data:${part.mime_type};base64,${part.data}`}
          aria-label={`Audio part ${index + 1} (${part.mime_type}, ${countOf(part.decoded_bytes, 'byte')})`}
        />,
      ];
    if (part.type === 'placeholder' && (part.replaces === 'image' || part.replaces === 'audio'))
      return [
        <p key={index} className="hint" data-testid="observation-image-placeholder">
          {part.text}
        </p>,
      ];
    return [];
  });
  return items.length > 0 ? <div className="observation-images">{items}</div> : null;
}
