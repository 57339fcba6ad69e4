/**
 * Sentences that only point back: their subject (or what they name) is text before them that a reader
 * of them alone does not see ("We call this a covering index.", "Such a subquery is known as a
 * correlated subquery.", "The query above …", "This is done by …", "That approach …", "It is …"). Both
 * sides read them: the knowledge extract takes the sentence before such a one (worker), the offline
 * model puts it before such a sentence in its direct answer, and the release verdict says at most
 * `partly` to a direct answer that leans on one it does not explain (page,
 * `src/app/llm/language/anaphora.ts`). Pure.
 *
 * Rules (decided here; a leading "Yes:"/"No:"/"Not recommended:" and a leading "However,"/"But" are
 * read past):
 * - `POINTER_OPENING`: the sentence opens with a demonstrative ("This", "That", "These", "Those",
 *   "Such") — "This is called …", "These tables …", "Such a column …" — or with "We call this/that/
 *   these/it", or with a continuation that needs the sentence before it ("Or …", "And …", "Otherwise …", "If not, …",
 *   "In this case …", "Similarly …"; "For example" points forward, at what follows it, and "Instead, …"
 *   says what holds in its own words).
 * - `PRONOUN_SUBJECT`: "It"/"They" with a verb ("It is a B-tree …", "They are stored …"), except the
 *   "it" of "It is recommended that …", "It is possible to …", "It is an error to …", "It has been reported that …" (`DUMMY_IT`),
 *   which points at nothing.
 * - `BACK_REFERENCE`: its opening (the first eight words) names something as earlier text: "the query
 *   above", "the previous example", "the preceding step", "the former", "the latter", "If the example had
 *   used …" (the example is earlier text; "the example below" points forward).
 */

/** A leading yes/no answer word and a leading "However,"/"But": read past before the rules. */
const ANSWER_OPENING = /^\s*(?:(?:yes|no|not recommended)(?:, but)?\s*[:,]\s*)?(?:(?:however|but),?\s+)?/i;

/** An opening that needs the text before it (see the module rules). */
export const POINTER_OPENING =
  /^(?:(?:this|that|these|those|such)\b(?! (?:is|are) (?:because|why)\b)|we (?:call|refer to|say|term|name) (?:this|that|these|those|it|them)\b|(?:or|and|otherwise|similarly|likewise|conversely|if (?:not|so))\b|(?:in|for|under) (?:this|that|these|such|either|both) (?:case|cases|mode|situation|example|way)\b)/i;

/** "It"/"They" as the subject, with a verb. */
export const PRONOUN_SUBJECT =
  /^(?:it|they)\s+(?:(?:also|still|then|only|usually|often|always|never|not)\s+)*(?:is|are|was|were|has|have|had|can|cannot|could|does|do|did|will|would|may|might|must|should|works?|uses?|stores?|runs?|returns?|means?|contains?|holds?|keeps?|causes?|allows?|provides?|takes?|makes?|becomes?|remains?)\b/i;

/** The "it" of an impersonal clause: "It is recommended that …", "It is possible to …", "It is an error to …". */
export const DUMMY_IT =
  /^it\s+(?:is|was|may be|might be|can be|will be|would be|should be|seems|becomes)\s+(?:(?:not|also|usually|often|generally|therefore|still|always|never|very|much|far|sometimes|now|then)\s+)*(?:an? |the )?(?:recommended|possible|impossible|reasonable|unreasonable|important|necessary|unnecessary|safe|unsafe|best|better|advisable|common|usual|customary|legal|illegal|error|good idea|bad idea|likely|unlikely|required|permitted|allowed|true|false|easy|difficult|hard|convenient|sufficient|acceptable|okay|ok|useful|helpful|wise|faster|slower|preferable|technically|responsibility|case|job|duty)\b|^it\s+(?:has been|was|is)\s+(?:\w+\s+)?(?:reported|said|shown|observed|found|noted|known|claimed|suggested)\b|^it\s+(?:seems|appears|turns out|follows|happens)\b/i;

/** An opening that names earlier text: "The query above", "the previous example", "the latter". */
export const BACK_REFERENCE =
  /\b(?:above|previous|preceding|aforementioned|foregoing)\b(?!\s+(?:\d|the\b|(?:a|an)\b|all\b))|\bthe (?:former|latter)\b|\bthe examples?\b(?!\s+(?:below|that follows|following)\b)/i;

/** The sentence with a leading yes/no answer word and a leading "However,"/"But" read past. */
function bodyOf(sentence: string): string {
  return sentence.replace(ANSWER_OPENING, '').trim();
}

/**
 * Whether a sentence only points back (see the module rules): its subject, or the thing it names, is
 * text before it.
 *
 * @param sentence one sentence, as the answer or the passage writes it
 */
export function pointsBack(sentence: string): boolean {
  const body = bodyOf(sentence);
  if (POINTER_OPENING.test(body)) return true;
  if (PRONOUN_SUBJECT.test(body) && !DUMMY_IT.test(body)) return true;
  const opening = body.split(/\s+/).slice(0, 8).join(' ');
  return BACK_REFERENCE.test(opening);
}
