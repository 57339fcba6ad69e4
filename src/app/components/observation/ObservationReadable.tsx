/**
 * One observation as a reader sees it: the JSON indented by default with the exact text the model read a
 * checkbox away, image parts as thumbnails and audio as a player (ObservationImages), never base64 as
 * text (ObservationText). Shared by the observations panel and the call drawer.
 */
import { useState } from 'react';
import type { ModelObservation } from '../../../contract';
import { ObservationImages } from './ObservationImages';
import { ObservationText } from './ObservationText';
import { CheckboxField } from '../fields/CheckboxField';

/**
 * Takes the observation the model read, the accessible label of its text, the test id of the
 * exact-text checkbox and, optionally, the test id of the `<pre>`; renders the checkbox, media and text.
 */
export function ObservationReadable({
  observation,
  label,
  exactTestId,
  textTestId,
}: {
  observation: ModelObservation;
  label: string;
  exactTestId: string;
  textTestId?: string;
}) {
  const [exact, setExact] = useState(false);
  return (
    <>
      <CheckboxField className="field field--inline hint" testId={exactTestId} checked={exact} onChange={setExact}>
        Exact text the model read (unchecked: indented for reading)
      </CheckboxField>
      <ObservationImages observation={observation} />
      <ObservationText value={observation} pretty={!exact} label={label} testId={textTestId} />
    </>
  );
}
