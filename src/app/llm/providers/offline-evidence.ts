/**
 * The offline model's reading of its evidence: the cited passages of the run's FOUND observations
 * (merged by citation id, in the order first read), split into units (`splitUnits`), each scored for how
 * much of the question it covers; and the decision whether the evidence answers the question at all.
 * Only what the observations contain is read. Pure.
 *
 * Relevance gate (decided here, checked by the evaluation in test/app/llm/offline-eval/): the evidence
 * answers when (a) the passages cover the question's topical concepts (weight 1) — a missing domain word
 * ("a JSON *column*") is context and may be missing, but of the other words ("lock my *screen*") at most
 * one may be, and only when the question has `MANY_CONCEPTS` or more — and (b) one passage (its title,
 * heading and text) covers at least `MIN_PASSAGE_COVERAGE` of the question's weighted concepts. The
 * same coverage rule (a) then holds for the passages the direct answer cites (`passagesCover`).
 * Otherwise the model declines.
 */
import type { EvidenceItem } from '../evidence';
import { coverage, coverageText, covers, type Concept, type CoverageText } from '../language/concepts';
import { splitUnits, unitText, type TextUnit } from '../language/sentences';

/** Share of the question's weighted concepts one passage must cover for the evidence to answer. */
export const MIN_PASSAGE_COVERAGE = 0.5;
/** From this many topic concepts on, one of them may be missing from the evidence. */
export const MANY_CONCEPTS = 4;

/** One cited passage: every snippet read under one citation id. */
export interface Passage {
  citation: string;
  title: string;
  heading: string;
  /** Distinct snippet texts, in reading order. */
  texts: string[];
  /** Position in reading order (0 = read first). */
  rank: number;
  units: TextUnit[];
}

/** One unit with its passage and how well it covers the question. */
export interface ScoredUnit {
  unit: TextUnit;
  passage: Passage;
  /** Weighted share of the question's concepts the unit covers (0–1). */
  coverage: number;
  /** The covered concepts. */
  covered: Concept[];
  /** Coverage, passage relevance and reading order, less penalties (see `scoreUnits`). */
  base: number;
  /** The unit prepared for coverage checks. */
  view: CoverageText;
}

/** Merges evidence items into passages by citation (brackets stripped), in reading order. */
export function collectPassages(items: readonly EvidenceItem[]): Passage[] {
  const byId = new Map<string, Passage>();
  for (const item of items) {
    const citation = item.citation.replace(/^\[|\]$/g, '');
    let passage = byId.get(citation);
    if (!passage) {
      passage = {
        citation,
        title: item.title ?? '',
        heading: item.heading ?? '',
        texts: [],
        rank: byId.size,
        units: [],
      };
      byId.set(citation, passage);
    }
    const text = item.text.trim();
    if (text && !passage.texts.includes(text)) {
      passage.texts.push(text);
      const known = new Set(passage.units.map((unit) => unit.text));
      const fresh = splitUnits(text).filter((unit) => !known.has(unit.text));
      passage.units.push(...fresh.map((unit, i) => ({ ...unit, index: passage.units.length + i })));
    }
  }
  return [...byId.values()];
}

/** Weight of the unit's own coverage of the question. */
const COVERAGE_WEIGHT = 2.5;
/** Weight of the passage's own title and heading covering the question (a passage about the topic). */
const HEADING_WEIGHT = 0.5;
/** Weight of reading order (earlier queries are the more specific ones). */
const RANK_WEIGHT = 0.3;
const PARTIAL_PENALTY = 0.6;
const LONG_CHARS = 320;
const LONG_PENALTY = 0.3;
/** A piece that starts mid-sentence (lower case, or an SQL keyword then a comma: "AS SELECT statement, a …"). */
const FRAGMENT = /^(?:[a-z]|[A-Z]{2,}(?: [A-Z]{2,})* \w+, )/;
/** Sentences that point elsewhere or ask rather than state. */
const WEAK_OPENING = /^(?:see |for example|example|note:|\(?\d+\)|figure \d|this document|the following)/i;

/**
 * Scores every unit of the passages against the question's concepts: `2.5 × coverage + 0.5 × heading
 * coverage + 0.3 × (1 − rank / passages)`, less 0.6 for a unit the snippet cut, 0.3 for one longer than
 * 320 characters, 0.2 for a weak opening ("See …", "For example"), 0.3 for a question, 0.6 for a piece that
 * starts mid-sentence.
 */
export function scoreUnits(concepts: readonly Concept[], passages: readonly Passage[]): ScoredUnit[] {
  const out: ScoredUnit[] = [];
  for (const passage of passages) {
    const head = coverage(concepts, coverageText(`${passage.title} ${passage.heading}`));
    const order = 1 - passage.rank / Math.max(passages.length, 1);
    for (const unit of passage.units) {
      const text = unitText(unit);
      const view = coverageText(text);
      const covered = concepts.filter((concept) => covers(concept, view));
      const share = coverage(concepts, view);
      const penalty =
        (unit.partial ? PARTIAL_PENALTY : 0) +
        (text.length > LONG_CHARS ? LONG_PENALTY : 0) +
        (WEAK_OPENING.test(text) ? 0.2 : 0) +
        (/\?\s*$/.test(text) ? 0.3 : 0) +
        (unit.kind === 'prose' && FRAGMENT.test(text) ? PARTIAL_PENALTY : 0);
      out.push({
        unit,
        passage,
        coverage: share,
        covered,
        view,
        base: COVERAGE_WEIGHT * share + HEADING_WEIGHT * head + RANK_WEIGHT * order - penalty,
      });
    }
  }
  return out;
}

/**
 * Whether the passages the direct answer's sentences cite, taken together, cover the question's topical
 * concepts by rule (a), a word that half or more of all passages read mention excused: an answer whose
 * passages never mention a word the question turns on ("screen" in "How do I lock my screen?") is not
 * an answer to it.
 */
export function passagesCover(
  concepts: readonly Concept[],
  cited: readonly Passage[],
  read: readonly Passage[],
): boolean {
  const view = coverageText(cited.map((p) => `${p.title} ${p.heading} ${p.texts.join(' ')}`).join(' '));
  const views = read.map((p) => coverageText(`${p.title} ${p.heading} ${p.texts.join(' ')}`));
  // A word most passages read mention is the setting of the question, not its subject.
  const common = (concept: Concept) => views.filter((v) => covers(concept, v)).length * 2 >= views.length;
  return uncovered(concepts, [view]).filter((concept) => !common(concept)).length === 0;
}

/**
 * The topical concepts the texts leave out beyond what rule (a) tolerates: none when every non-domain
 * concept is covered (or all but one, from `MANY_CONCEPTS` topical concepts on) and at least one
 * topical concept is covered at all.
 */
function uncovered(concepts: readonly Concept[], views: readonly CoverageText[]): Concept[] {
  const topical = concepts.filter((concept) => concept.weight >= 1);
  const missing = topical.filter((concept) => !views.some((view) => covers(concept, view)));
  if (topical.length > 0 && missing.length === topical.length) return missing;
  const plain = missing.filter((concept) => !concept.domain);
  return plain.length <= (topical.length >= MANY_CONCEPTS ? 1 : 0) ? [] : plain;
}

/** Whether the evidence answers the question (see the module's relevance gate), with the figures. */
export function evidenceAnswers(
  concepts: readonly Concept[],
  passages: readonly Passage[],
): { answers: boolean; missing: Concept[]; best: number } {
  if (concepts.length === 0 || passages.length === 0) return { answers: false, missing: [...concepts], best: 0 };
  const views = passages.map((p) => coverageText(`${p.title} ${p.heading} ${p.texts.join(' ')}`));
  const missing = uncovered(concepts, views);
  const best = Math.max(...views.map((view) => coverage(concepts, view)));
  return { answers: missing.length === 0 && best >= MIN_PASSAGE_COVERAGE, missing, best };
}
