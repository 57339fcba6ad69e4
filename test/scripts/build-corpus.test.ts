import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error — plain .mjs script without type declarations
import { fragmentToText, htmlToSections, PAGES } from '../../scripts/build-corpus.mjs';

const page = `<!DOCTYPE html><html><head><title>Demo Page</title></head><body>
<div class=nosearch><div class="menu">Home About</div><div class="fancy_toc"><a href="#a">1. A</a></div></div>
<script>var x = 1;</script>
<p>Intro text.</p>
<h1 id="first"><span>1. </span>First Part</h1><p>Alpha <b>beta</b>.</p>
<p><b><a href="syntax/select-stmt.html">select-stmt:</a></b><button id='x1'>hide</button></p><div><svg><text>DIAGRAM</text></svg></div>
<a name="q2"></a><p><b>(2) A question?</b></p><blockquote><p>An answer.</p></blockquote>
<a name="pragma_x"></a><h _id=pragma_x style="display:none"> PRAGMA x</h><hr><p>Sets x.</p>
<p align="center"><small><i>This page last modified on 2020</i></small></p>
</body></html>`;

describe('build-corpus HTML → sections', () => {
  it('splits at headings, anchored bold questions and hidden pragma headings, dropping navigation', () => {
    const { title, sections } = htmlToSections(page);
    expect(title).toBe('Demo Page');
    expect(sections).toEqual([
      { heading: 'Demo Page', text: 'Intro text.' },
      { heading: 'First Part', anchor: 'first', text: 'Alpha beta.' },
      { heading: '(2) A question?', anchor: 'q2', text: 'An answer.' },
      { heading: 'PRAGMA x', anchor: 'pragma_x', text: 'Sets x.' },
    ]);
  });

  it('writes a superscript as ^n, so a power is not read as a number; a subscript stays its text', () => {
    const text = (html: string) => (fragmentToText as (html: string) => string)(html);
    expect(text('<p>a length up to 2<small><sup>31</sup></small>-1 or 2147483647</p>')).toBe(
      'a length up to 2^31-1 or 2147483647',
    );
    expect(text('<p>281 terabytes (2<sup><small>48</small></sup> bytes)</p>')).toBe('281 terabytes (2^48 bytes)');
    expect(text('<p>4294967294 (2<sup><small>32</small></sup> - 2)</p>')).toBe('4294967294 (2^32 - 2)');
    expect(text('<p>up to 2<sup>n+1</sup> pages</p>')).toBe('up to 2^(n+1) pages');
    expect(text('<p>[expr] BETWEEN<sup>5</sup> [expr]</p>')).toBe('[expr] BETWEEN^5 [expr]');
    expect(text('<p><i>k<sub>1</sub></i> and <i>IDF(q<sub>i</sub>)</i></p>')).toBe('k1 and IDF(qi)');
    expect(text('<p>[expr]<sup>&ensp;</sup>x</p>')).toMatch(/^\[expr\]\s+x$/);
  });

  it('ships a corpus built that way: the limits page says 2^31-1, never 231-1', () => {
    const corpus = readFileSync(join(__dirname, '../../public/corpus/sqlite-docs.json'), 'utf8');
    expect(corpus).toContain('up to 2^31-1 or 2147483647');
    expect(corpus).not.toMatch(/\b231-1\b/);
  });

  it('curates at least 60 pages', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PAGES).size).toBe(PAGES.length);
  });
});
