/**
 * Small text helpers of the offline model's direct answer: `tidy` (a passage sentence made ready to stand
 * as an answer sentence) and `similar` (two sentences that say nearly the same). Pure.
 */
import { contentTerms } from '../language/terms';

/**
 * Drops a leading connective and asides in parentheses that hold no figure, code, default or restriction
 * ("(disabled by default)", "(but not VACUUM INTO)" stay: they are answers); no final period.
 */
export function tidy(text: string): string {
  let out = text
    .replace(
      /^(?:however|or|thus|hence|so|also|therefore|in other words|in fact|note that|but|and|otherwise|except),?\s+/i,
      '',
    )
    .replace(
      /\s*\((?![^()]*(?:\d|[A-Z_]{3}|\(|\bby default\b|\bnot\b|\bonly\b|\bdisabled\b|\benabled\b))[^()]{1,160}\)/g,
      '',
    )
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/[.;:,]\s*$/, '')
    .trim();
  out = out.charAt(0).toUpperCase() + out.slice(1);
  return out;
}

/** Whether two texts say nearly the same: over 70 % of the shorter one's content terms are shared. */
export function similar(left: string, right: string): boolean {
  const a = new Set(contentTerms(left));
  const b = contentTerms(right);
  const shared = b.filter((term) => a.has(term)).length;
  return shared / Math.max(1, Math.min(a.size, b.length)) > 0.7;
}
