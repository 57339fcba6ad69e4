/**
 * The `format` checks of ajv-formats (full mode), matched in linear time (DESIGN.md §5.2): each format
 * that ajv-formats writes as a regex is recompiled for RE2 (see linear-regexp.ts); the three whose regex
 * uses lookahead (`duration`, `hostname`, `url`) are rewritten here to the same language without it.
 * Formats that ajv-formats writes as code (`date`, `time`, `uri`, `byte`, …) run anchored fixed-shape
 * regexes and stay as they are. One difference from the native regexes: RE2's case folding also maps
 * the Kelvin sign and long s to k and s in the case-insensitive formats.
 */
import type { Format } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { linearFromNative } from './linear-regexp';

/** `duration` (RFC 3339 appendix A) without `P(?!$)` and `T(?=\d)`: not "P" alone, not ending in "T". */
const DURATION = linearFromNative(/^P(?:(?:\d+Y)?(?:\d+M)?(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?(?:\d+S)?)?|(?:\d+W)?)$/);
function duration(text: string): boolean {
  return text.length > 1 && !text.endsWith('T') && DURATION.test(text);
}

/** `hostname` (RFC 1123) without `(?=.{1,253}\.?$)`: the length is checked in code. */
const HOSTNAME = linearFromNative(
  /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/,
);
function hostname(text: string): boolean {
  const length = text.endsWith('.') ? text.length - 1 : text.length;
  return length >= 1 && length <= 253 && HOSTNAME.test(text);
}

/**
 * `url` (dperini's regex, as in ajv-formats) with its three negative lookaheads (private IPv4 ranges
 * 10/8, 127/8, 169.254/16, 192.168/16, 172.16/12) written as alternatives of the octets instead.
 */
const OCTET = String.raw`(?:1?\d{1,2}|2[0-4]\d|25[0-5])`;
const LAST = String.raw`(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4])`;
const FIRST_PUBLIC = String.raw`(?:[1-9]|1[1-9]|[2-9]\d|1[01]\d|12[0-689]|1[3-5]\d|16[0-8]|17[013-9]|18\d|19[013-9]|2[01]\d|22[0-3])`;
const AFTER_169 = String.raw`(?:1?\d{1,2}|2[0-4]\d|25[0-35])`;
const AFTER_172 = String.raw`(?:\d|0\d|1[0-5]|3[2-9]|[4-9]\d|1\d\d|2[0-4]\d|25[0-5])`;
const AFTER_192 = String.raw`(?:\d{1,2}|1[0-57-9]\d|16[0-79]|2[0-4]\d|25[0-5])`;
const PUBLIC_IPV4 = String.raw`(?:${FIRST_PUBLIC}(?:\.${OCTET}){2}|169\.${AFTER_169}\.${OCTET}|172\.${AFTER_172}\.${OCTET}|192\.${AFTER_192}\.${OCTET})\.${LAST}`;
const LABEL = String.raw`(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+`;
const HOST = String.raw`${LABEL}(?:\.${LABEL})*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,}))`;
const URL_SOURCE = String.raw`^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:${PUBLIC_IPV4}|${HOST})(?::\d{2,5})?(?:\/[^\s]*)?$`;
/** The native regex of the rewritten `url` (tests compare it with ajv-formats' on small inputs). */
export const URL_REWRITTEN = new RegExp(URL_SOURCE, 'iu');
const URL = linearFromNative(URL_REWRITTEN);

const REWRITTEN: Record<string, (text: string) => boolean> = { duration, hostname, url: (text) => URL.test(text) };

/**
 * The formats to add to an Ajv instance after `ajv-formats`, replacing its regex formats.
 *
 * @returns format name → linear-time format definition (string formats only); built once, shared
 */
export function linearFormats(): ReadonlyMap<string, Format> {
  built ??= buildFormats();
  return built;
}

let built: Map<string, Format> | undefined;

function buildFormats(): Map<string, Format> {
  const out = new Map<string, Format>();
  for (const [name, format] of Object.entries(fullFormats)) {
    const rewritten = Object.hasOwn(REWRITTEN, name) ? REWRITTEN[name] : undefined;
    if (rewritten) {
      out.set(name, rewritten);
    } else if (format instanceof RegExp) {
      const matcher = linearFromNative(format);
      out.set(name, (text: string) => matcher.test(text));
    } else if (typeof format === 'object' && format.validate instanceof RegExp) {
      const matcher = linearFromNative(format.validate);
      out.set(name, { ...format, validate: (text: string) => matcher.test(text) } as Format);
    }
  }
  return out;
}
