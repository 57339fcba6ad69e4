/**
 * Syntax messages for files (scenario and trace files) rather than for the model. Pure.
 */
/** The model-facing advice of a syntax message, and what a person editing a file reads instead. */
const FILE_WORDING: readonly [RegExp, string][] = [
  [
    /the arguments look cut off; send the complete JSON \(if the output limit was hit, send a smaller payload\)\./,
    'the file looks cut off.',
  ],
  [/^The argument text is empty: .*$/, 'The file is empty.'],
  [/^The argument text holds only whitespace: .*$/, 'The file holds only whitespace.'],
  [/send only the JSON object, without ``` fences\./, 'remove the ``` fences.'],
  [/send the bare JSON object without ``` fences\./, 'remove the ``` fences.'],
  [/send exactly one JSON object\./, 'a file holds exactly one JSON value.'],
  [/send only the JSON object\./, 'a file holds only one JSON value.'],
  [/send the JSON text without it\./, 'save the file without it.'],
  [/send a finite number, or null\./, 'write a finite number, or null.'],
];

/**
 * A syntax message (`describeSyntaxError`) reworded for a person whose file failed to parse (a scenario
 * or trace file): the advice to the model ("send the complete JSON …") becomes advice about the file.
 */
export function fileSyntaxMessage(message: string): string {
  return FILE_WORDING.reduce((text, [model, file]) => text.replace(model, file), message);
}
