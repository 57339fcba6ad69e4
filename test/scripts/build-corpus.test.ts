import { describe, expect, it } from 'vitest';
// @ts-expect-error — plain .mjs script without type declarations
import { htmlToSections, PAGES } from '../../scripts/build-corpus.mjs';

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

  it('curates at least 60 pages', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PAGES).size).toBe(PAGES.length);
  });
});
