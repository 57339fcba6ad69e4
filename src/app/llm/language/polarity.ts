/**
 * Yes/no questions and the sentences that answer them ("Does SQLite support RIGHT JOIN?", "Can I use
 * SQLite on an NFS share?", "Is SQLite thread-safe?"). The offline model opens such an answer with its
 * yes or no; the release verdict asks that the direct answer give one. Pure.
 *
 * Rules (decided here):
 * - A question asks yes or no when it opens with can/could/is/are/does/do/will/may (`YES_NO`) and asks
 *   for no figure, comparison, cause or default (those intents have their own answers).
 * - A sentence answers it when it is about the question's focus (the caller checks) and says whether:
 *   it opens with "Yes"/"No"/"Not recommended", or it carries a word of polarity (`POLARITY`: can,
 *   cannot, supports, is not, avoid, only, possible, works …) outside its relative clauses (the "not" of
 *   "each row … that does not match" says nothing of the asked thing). A sentence that opens by pointing back
 *   ("This is because …", "This means …", "In this mode, …": `POINTS_BACK`) explains another one and answers nothing itself.
 * - The offline model takes the sentence whose main clause (`mainClauseOf`: before "if", "when",
 *   "because" …) is about the focus: "You should avoid … NFS if multiple processes might …" answers a
 *   question about NFS, not one about several processes.
 * - Asked whether a thing is there (`asksPresence`: "Does SQLite support …?", "Does SQLite have …?"),
 *   only a denial of its being there (`PRESENCE_DENIED`: "is not supported", "does not have", "omits")
 *   says "No"; a sentence that denies something else of it ("never reorders the tables in a CROSS JOIN")
 *   says how it works, so "Yes".
 * - A sentence whose opening condition names the asked thing ("If the join-operator is a "RIGHT JOIN" …,
 *   then an extra row is added …") says how the thing works, so the thing is there: it answers too
 *   (the offline model, `describesAsked`), "Yes" unless it warns.
 * - A sentence that warns against the thing (`CAUTION`: avoid, broken, might not work, use caution,
 *   discouraged …) answers "Not recommended"; one that says yes and then limits it ("… will work over a
 *   network filesystem, but … performance will not be great") "Yes, but"; one that denies with a negated
 *   verb (`DENIES`) outside its relative clauses "No"; any other "Yes". A sentence that names the asked thing as its exception
 *   (`exceptsAsked`: "VACUUM (but not VACUUM INTO) is a write operation" for VACUUM INTO) says the
 *   opposite of its own words for it: "Yes" becomes "No" and "No" "Yes".
 */
import type { Intent } from './intent';
import { contentTerms, termSet } from './terms';

/** A yes/no question by its first word. */
export const YES_NO = /^\s*(?:can|could|is|are|does|do|will|may)\b/i;

/** The intents whose answer is not a yes or no, even in a yes/no question's wording. */
const OWN_ANSWER: readonly Intent[] = ['compare', 'limit', 'why', 'default', 'action'];

/** A yes/no question about whether a thing is there: "Does SQLite support RIGHT JOIN?", "Does SQLite have …?". */
const PRESENCE_ASKED =
  /\b(?:support|supports|supported|have|has|offer|offers|provide|provides|implement|implements|accept|accepts|recognize|recognizes)\b/i;

/** Whether a yes/no question asks whether a thing is there (is supported, exists): see the module rules. */
export function asksPresence(question: string): boolean {
  return YES_NO.test(question) && PRESENCE_ASKED.test(question);
}

/** A denial that the thing is there: "is not supported", "does not have", "omits", "cannot say". */
export const PRESENCE_DENIED =
  /\b(?:not|never|no longer)\s+(?:be\s+)?(?:supported|available|implemented|allowed|recognized|accepted|possible|present)\b|\bunsupported\b|\b(?:does|do|did|can|will)\s*(?:not|n't)\s+(?:support|have|allow|provide|implement|recognize|accept|offer)\b|\bcannot (?:use|say|be used|have)\b|\bomit(?:s|ted)?\b|\bno (?:support|separate)\b|\blacks?\b/i;

/** Whether a question asks for a yes or no (see the module rules). */
export function asksYesNo(question: string, intents: readonly Intent[]): boolean {
  return YES_NO.test(question) && !intents.some((intent) => OWN_ANSWER.includes(intent));
}

/** Words that deny what a sentence is about. */
export const DENIES =
  /\b(?:is|are|was|were|does|do|did|can|could|will|would|may|might|must|should|has|have) not\b|\b(?:cannot|never|unable|impossible|no longer)\b|n't\b|\bnot (?:possible|supported|allowed|available|enforced|enabled)\b/i;
/** Negations that do not deny: "not only", "whether or not", "if not", "or not", asides. */
export const NOT_DENYING = /\bnot only\b|\b(?:whether|or|if) not\b|\([^()]*\)/gi;

/** Words that warn against doing the thing. */
export const CAUTION =
  /\b(?:avoid(?:ed|ing)?|broken|unreliable|unsafe|use caution|(?:might|may|will) not work|(?:is|are) discouraged|not recommended|advised against|should not)\b/i;

/** Words that say whether something can be done or holds. */
export const POLARITY =
  /\b(?:can|cannot|may|must|should|supports?|supported|allows?|allowed|permits?|possible|impossible|only|never|not|works?|safe|unsafe|avoid|broken|requires?|yes|no)\b/i;

/** A sentence that opens by pointing back at another one. */
export const POINTS_BACK =
  /^\s*(?:(?:this|that|these|it|which)\s+(?:is|are|was|means|explains)\s+(?:because|why|that)\b|(?:in|with|for|under) (?:this|that|these|such) \w+\b)/i;

/** A relative clause: its words qualify a noun ("each row … that does not match"), they say no yes or no. */
export const RELATIVE_CLAUSE = /\b(?:that|which|who|whose)\b[^,;.:]*/gi;

/** An answer's opening that already says yes or no. */
export const OPENS_YES_NO = /^\s*(?:yes|no|not recommended)\b/i;

/**
 * Whether a sentence says yes or no (the caller checks that it is about the focus); one that names the
 * question's thing as its exception does (`exceptsAsked`).
 */
export function givesYesNo(sentence: string, question = ''): boolean {
  if (OPENS_YES_NO.test(sentence) || exceptsAsked(sentence, question)) return true;
  if (POINTS_BACK.test(sentence)) return false;
  return POLARITY.test(sentence.replace(NOT_DENYING, ' ').replace(RELATIVE_CLAUSE, ' '));
}

/** An exception a sentence makes: "(but not VACUUM INTO)", "except for WITHOUT ROWID tables", "other than …". */
const EXCEPTION =
  /\b(?:but not|except(?: for)?|other than|excluding|apart from)\s+([^),;.:]+?)(?=\s+(?:is|are|was|were|can|cannot|may|must|will|would|does|do|has|have|should)\b|[),;.:]|$)/gi;

/**
 * Whether a sentence names the question's thing as its exception: the words after "but not", "except"
 * or "other than" (up to a verb or a clause's end) are written in the question, or are two or more of its
 * content terms ("VACUUM INTO" is not "Is VACUUM …?"; `question` empty: never).
 */
export function exceptsAsked(sentence: string, question: string): boolean {
  if (!question) return false;
  const asked = termSet(contentTerms(question));
  const lower = question.toLowerCase().replace(/\s+/g, ' ');
  return [...sentence.matchAll(EXCEPTION)].some((match) => {
    const phrase = (match[1] ?? '').trim();
    const terms = contentTerms(phrase);
    if (terms.length === 0) return false;
    return lower.includes(phrase.toLowerCase()) || (terms.length >= 2 && terms.every((term) => asked.has(term)));
  });
}

/**
 * The yes/no a sentence gives: "Not recommended" for a warning, "No" for a denial, else "Yes"; the
 * opposite of "Yes"/"No" when it names the question's thing as its exception (`exceptsAsked`).
 */
export function polarityOf(sentence: string, question = ''): 'Yes' | 'Yes, but' | 'No' | 'Not recommended' {
  const text = sentence.replace(NOT_DENYING, ' ').replace(RELATIVE_CLAUSE, ' ');
  if (CAUTION.test(text)) return 'Not recommended';
  // Asked whether a thing is there, a sentence that denies something else of it ("SQLite chooses to
  // never reorder the tables in a CROSS JOIN") says it is there.
  if (asksPresence(question) && DENIES.test(text) && !PRESENCE_DENIED.test(text)) return 'Yes';
  const except = exceptsAsked(sentence, question);
  const but = /,? (?:but|however|although|though)\b/i.exec(text);
  if (!except && but && !DENIES.test(text.slice(0, but.index)) && DENIES.test(text.slice(but.index))) return 'Yes, but';
  return DENIES.test(text) !== except ? 'No' : 'Yes';
}

/** A sentence's text before its first condition or reason clause ("… on NFS | if multiple processes …"). */
export function mainClauseOf(sentence: string): string {
  const cut = /,?\s(?:if|unless|when|whenever|because|since|provided)\s/i.exec(sentence);
  return cut ? sentence.slice(0, cut.index) : sentence;
}
