/**
 * Whether a question is written in English: the offline model reads English documentation and says so
 * when asked in another language. Decided from the text alone (decision, documented here):
 * - more than a third of its letters outside the Latin script (Chinese, Japanese, Cyrillic, Arabic …) → not
 *   English;
 * - otherwise, when its words include more function words of another common Latin-script language
 *   (Spanish, French, German, Portuguese, Italian, Dutch) than English function words → not English;
 * - otherwise English (identifiers, SQL and error messages in quotes count for neither side).
 * Pure.
 */

const ENGLISH = new Set(
  (
    'the a an and or of to in on at for with from by is are was were be do does did how what why when which who ' +
    'can could should would will my i we you it this that there not if then than into about as'
  ).split(' '),
);

/** Function words of other Latin-script languages that are not English words too. */
const OTHER = new Set(
  // Spanish
  (
    'el la los las un una unos unas del al es son está están cómo como qué que por para con sin en mi mis mí ' +
    'yo tengo puedo hacer cuál cuáles dónde cuándo porque pero también muy tabla índice ' +
    // French
    'le les des du une est sont comment pourquoi quoi je tu nous vous avec dans sur pour pas ne ce cette ' +
    'mon ma mes faire peut puis quand où ' +
    // German
    'der die das den dem des ein eine einen einem ist sind wie warum was wann wo ich du wir ihr sie nicht ' +
    'und oder mit bei für von zu auf kann können bekomme behebe ihn mein meine ' +
    // Portuguese and Italian
    'não uma com para é são porque então il lo gli della delle che perché sono non questo questa ' +
    // Dutch
    'het een van niet hoe waarom wat ik jij mijn kan'
  ).split(' '),
);

/** True when the question reads as English (see the module's rule). */
export function isEnglish(question: string): boolean {
  const letters = [...question].filter((char) => /\p{L}/u.test(char));
  if (letters.length === 0) return true;
  const latin = letters.filter((char) => /\p{Script=Latin}/u.test(char)).length;
  if (latin / letters.length < 2 / 3) return false;
  const unquoted = question.replace(/["“„«][^"“”»]*["”“»]|'[^']*'/g, ' ');
  const words = unquoted.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const english = words.filter((word) => ENGLISH.has(word)).length;
  const other = words.filter((word) => OTHER.has(word) && !ENGLISH.has(word)).length;
  return other <= english;
}
