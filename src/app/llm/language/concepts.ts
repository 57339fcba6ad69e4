/**
 * The concepts of a question: what an answer must be about. Each content term of the question is one
 * concept, except that the words of a phrase the vocabulary knows ("update it if it already exists")
 * form one concept together with the documentation's words for it (`upsert`, `ON CONFLICT`), so a
 * text covers the concept when it holds any of them. Coverage is the weighted share of concepts a
 * text covers (generic corpus words such as `sqlite` or `database` weigh half, see `termWeight`).
 * The offline model ranks sentences and decides whether its evidence answers with it; the release step
 * scores the released answer with it. Pure.
 */
import { contentTerms, stem, termSet, termWeight, wordsOf, type TermSet } from './terms';
import { matchVocabulary, type VocabularyEntry } from './vocabulary';
import { AVOID_ASKED } from './intent';

/**
 * Words that say what kind of answer is wanted rather than what it is about (the intent, see
 * `intent.ts`): they are not concepts, so "what are its disadvantages" does not favour sentences that
 * merely say "advantages and disadvantages".
 */
const INTENT_WORDS = new Set(
  contentTerms(
    'advantage advantages disadvantage disadvantages drawback drawbacks downside downsides pros cons benefit benefits ' +
      'tradeoff tradeoffs trade-off trade-offs difference differences differ versus vs compare compared comparison ' +
      'better worse pitfalls caveats between choice choose big bigger biggest large larger largest long longer ' +
      'longest small smaller smallest often idea',
  ),
);

/** One concept of a question. */
export interface Concept {
  /** The question's own words for it (for messages: "covers index, columns"). */
  label: string;
  /** Stems that cover it on their own (a single question word, or single-word vocabulary terms). */
  stems: string[];
  /** The question's own words for a vocabulary phrase: they cover it together (all of them). */
  words: string[];
  /** Lower-cased multi-word or punctuated vocabulary terms that cover it when the text contains them. */
  phrases: string[];
  weight: number;
  /** The vocabulary entries behind it, if any. */
  entries: VocabularyEntry[];
  /** True for the domain's own words (a vocabulary phrase, or a word such as table, column, query). */
  domain: boolean;
}

/** Everyday words of the domain: a question's context ("a JSON column") more than its subject. */
const DOMAIN_WORDS = new Set(
  contentTerms(
    'table tables column columns row rows query queries database databases db sql statement statements value values ' +
      'field fields record records file files connection connections schema key keys type types data index indexes ' +
      'transaction transactions sqlite sqlite3 command commands function functions',
  ),
);

/** Verbs of how-to questions ("turn on", "switch to", "check for"): the action asked for, half weight. */
const ACTION_VERBS = new Set(
  contentTerms(
    'turn switch enable disable check find change run start stop put create make add give assign remove delete set ' +
      'get convert ' +
      'open close write read build store save handle support supports',
  ),
);

/**
 * Quantifiers ("several threads", "multiple connections"): half weight and no topic of their own, so an
 * answer about "multiple threads" or "two or more threads" is not missing the word "several".
 */
const QUANTIFIERS = new Set(contentTerms('several multiple various numerous'));

/** A text prepared for coverage checks: its stems and its lower-cased form. */
export interface CoverageText {
  terms: TermSet;
  lower: string;
}

/** Prepares a text for `covers` / `coverage`. */
export function coverageText(text: string): CoverageText {
  return { terms: termSet(contentTerms(text)), lower: text.toLowerCase() };
}

function splitTerm(term: string): { stems: string[]; phrases: string[] } {
  const lower = term.toLowerCase();
  return /^[\p{L}\p{N}_]+$/u.test(lower)
    ? { stems: contentTerms(lower), phrases: [] }
    : { stems: [], phrases: [lower] };
}

/** The concepts of a question, in the order their words first appear. */
export function questionConcepts(question: string): Concept[] {
  const concepts: Concept[] = [];
  const owner = new Map<string, Concept>();
  for (const { entry, phrase } of matchVocabulary(question)) {
    const words = contentTerms(phrase);
    const owned = words.map((word) => owner.get(word)).find((concept) => concept !== undefined);
    // An entry whose words a more specific phrase already holds ("column" in "add a column") adds only
    // looser ways to cover that phrase: skip it.
    if (owned && words.every((word) => owner.has(word))) continue;
    const extra = entry.terms.map(splitTerm);
    const concept: Concept = owned ?? {
      label: phrase,
      stems: [],
      words: [],
      phrases: [],
      weight: 1,
      entries: [],
      domain: true,
    };
    // A phrase whose meaning rests on a small word ("without rowid", "not null") is covered as a phrase.
    const negated = /\b(?:without|not|no|non)\b/.test(phrase);
    if (!owned && words.length === 1 && !negated) concept.stems.push(...words);
    else if (!owned && negated) concept.phrases.push(phrase);
    else if (!owned) concept.words.push(...words);
    for (const part of extra) {
      for (const term of part.stems) if (!concept.stems.includes(term)) concept.stems.push(term);
      for (const text of part.phrases) if (!concept.phrases.includes(text)) concept.phrases.push(text);
    }
    concept.entries.push(entry);
    for (const word of words) if (!owner.has(word)) owner.set(word, concept);
    if (!owned && (words.length > 0 || concept.phrases.length > 0)) concepts.push(concept);
  }
  for (const concept of keywordPhrases(question)) {
    const words = contentTerms(concept.label);
    if (words.some((word) => owner.has(word))) continue;
    for (const word of words) owner.set(word, concept);
    concepts.push(concept);
  }
  // "When should I avoid X?" asks for X's disadvantages: "avoid" says which side, like "disadvantages".
  const avoid = AVOID_ASKED.test(question.toLowerCase()) ? new Set(contentTerms('avoid bad idea')) : new Set<string>();
  for (const term of contentTerms(question)) {
    if (owner.has(term) || INTENT_WORDS.has(term) || avoid.has(term)) continue;
    const label = wordsOf(question).find((word) => stem(word) === term) ?? term;
    const concept: Concept = {
      label,
      stems: [term],
      words: [],
      phrases: [],
      weight: ACTION_VERBS.has(term) || QUANTIFIERS.has(term) ? 0.5 : termWeight(term),
      entries: [],
      domain: DOMAIN_WORDS.has(term) || ACTION_VERBS.has(term),
    };
    owner.set(term, concept);
    concepts.push(concept);
  }
  const order = contentTerms(question);
  const firstIndex = (concept: Concept) => {
    const indices = [...concept.words, ...concept.stems].map((s) => order.indexOf(s)).filter((i) => i >= 0);
    return indices.length > 0 ? Math.min(...indices) : order.length;
  };
  for (const concept of concepts) {
    const own = [...concept.words, ...concept.stems].filter((s) => order.includes(s));
    if (own.length > 0 && own.every((s) => termWeight(s) < 1)) concept.weight = 0.5;
  }
  return concepts.sort((left, right) => firstIndex(left) - firstIndex(right));
}

/**
 * Two words in capitals in a row: an SQL form as the question writes it ("RIGHT JOIN"). Longer forms
 * ("FULL OUTER JOIN") keep their words as concepts of their own: the corpus writes them in several
 * spellings, and a phrase none of the passages read spells out would decline the question.
 */
const KEYWORD_PHRASE = /(?<!\b[A-Z]{2,} )\b[A-Z]{2,}(?: [A-Z]{2,}){1,2}\b(?! [A-Z]{2,}\b)/g;

/**
 * The SQL forms a question writes in capitals, two or three words ("Does SQLite support RIGHT JOIN?",
 * "INSERT OR IGNORE", "FULL OUTER JOIN"): each one concept covered only by the phrase itself (a text
 * about "left to right" and "joins" is not about RIGHT JOIN); a JOIN form also by its spelling with or
 * without OUTER, and not inside another join's name ("LEFT RIGHT JOIN" is a FULL JOIN: `phraseIn`).
 * None when the whole question is in capitals.
 */
export function keywordPhrases(question: string): Concept[] {
  if (!/[a-z]/.test(question)) return [];
  return [...question.matchAll(KEYWORD_PHRASE)]
    .map((match) => match[0])
    .filter((phrase) => !/^SQLITE\b/.test(phrase))
    .map((phrase) => {
      const lower = phrase.toLowerCase();
      const outer = !/ join$/.test(lower)
        ? []
        : / outer join$/.test(lower)
          ? [lower.replace(/ outer join$/, ' join')]
          : [lower.replace(/ join$/, ' outer join')];
      return { label: lower, stems: [], words: [], phrases: [lower, ...outer], weight: 1, entries: [], domain: true };
    });
}

/** A join kind that, just before a JOIN form, makes it another one ("left right join" is a full join). */
const RIVAL_JOIN_KIND = /(?:^|\W)(?:left|right|full|inner|cross) $/;

/** Whether a lower-cased text holds a phrase; a JOIN form only where no other join kind precedes it. */
export function phraseIn(lower: string, phrase: string): boolean {
  if (!phrase.endsWith(' join')) return lower.includes(phrase);
  for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1))
    if (!RIVAL_JOIN_KIND.test(lower.slice(Math.max(0, at - 7), at))) return true;
  return false;
}

/** Whether a text covers a concept: any stem matches, any phrase occurs, or all the phrase's own words match. */
export function covers(concept: Concept, text: CoverageText): boolean {
  return (
    concept.stems.some((s) => text.terms.has(s)) ||
    concept.phrases.some((p) => phraseIn(text.lower, p)) ||
    (concept.words.length > 0 && concept.words.every((w) => text.terms.has(w)))
  );
}

/** Weighted share (0–1) of `concepts` a text covers; 0 when there are none. */
export function coverage(concepts: readonly Concept[], text: CoverageText): number {
  const total = concepts.reduce((sum, concept) => sum + concept.weight, 0);
  if (total === 0) return 0;
  return concepts.filter((concept) => covers(concept, text)).reduce((sum, c) => sum + c.weight, 0) / total;
}

/**
 * The things a comparison question compares ("between A and B", "A vs B", "between A, B and C"), each
 * as a concept of its first two content words, covered when both occur ("rollback journal"; so
 * "DEFERRED, IMMEDIATE and EXCLUSIVE transactions" gives three). Empty when the question names no such pair.
 */
export function comparedItems(question: string): Concept[] {
  const match =
    /\bbetween (.+?) and ([^?.,]+)/i.exec(question) ??
    /(\S+(?: \S+)?) (?:vs\.?|versus) ([^?.,]+)/i.exec(question) ??
    // "How do VIRTUAL and STORED generated columns differ?", "Are A and B different?"
    /\b(?:do|does|are|is) (?:an? |the )?(.+?) and (?:an? |the )?([^?.,]+?) (?:differ|different)\b/i.exec(question) ??
    // "How does VACUUM INTO differ from VACUUM?"
    /\b(?:do|does|is|are) (?:an? |the )?(.+?) (?:differ|different) from (?:an? |the )?([^?.,]+)/i.exec(question);
  if (!match) return [];
  const parts = [...(match[1] ?? '').split(/,\s*/), match[2] ?? ''];
  // A thing written as an SQL form in capitals ("UNION ALL", "VACUUM INTO") is named by the whole form:
  // "UNION" and "UNION ALL" share their one content word.
  const forms = parts.map((part) => part.trim().replace(/^(?:an?|the) /i, ''));
  if (forms.every((form) => /^[A-Z]{2,}(?: [A-Z]{2,})*$/.test(form)))
    return forms.map((form) => {
      const lower = form.toLowerCase();
      return { label: lower, stems: [], words: [], phrases: [lower], weight: 1, entries: [], domain: false };
    });
  // "VIRTUAL and STORED generated columns": one-word things before a longer last one share its head
  // ("generated columns"), so each is named by its own first word.
  const shared = parts.slice(0, -1).every((part) => contentTerms(part).length === 1);
  return parts.flatMap((part, index) => {
    // The thing's first two words name it ("rollback journal"): both must be there, or the one word.
    const terms = contentTerms(part).slice(0, shared && index === parts.length - 1 ? 1 : 2);
    const first = terms[0];
    if (!first) return [];
    const label = part.trim().toLowerCase();
    const single = terms.length === 1;
    return [
      {
        label,
        stems: single ? [first] : [],
        words: single ? [] : terms,
        phrases: [],
        weight: 1,
        entries: [],
        domain: false,
      },
    ];
  });
}
