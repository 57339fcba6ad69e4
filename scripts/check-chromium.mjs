#!/usr/bin/env node
/**
 * Fails fast (exit 1, one clear message) when no Chromium is available for the Playwright tests, before
 * `npm test` spends time on unit tests and a build. Looks, in order, at CHROMIUM_PATH, Debian's
 * /usr/bin/chromium, and Playwright's own Chromium (`chromium.executablePath()` from playwright-core).
 * The same order as `playwright.config.ts`.
 */
import { existsSync } from 'node:fs';

const MESSAGE =
  "No Chromium found: install Debian's chromium (apt-get install -y chromium) or run npx playwright install chromium, or set CHROMIUM_PATH";

/** Playwright's own Chromium path, if playwright-core is installed and the browser downloaded. */
async function playwrightChromium() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const fromEnvironment = process.env.CHROMIUM_PATH;
if (fromEnvironment && !existsSync(fromEnvironment)) {
  console.error(`CHROMIUM_PATH is set to ${fromEnvironment}, which does not exist. ${MESSAGE}.`);
  process.exit(1);
}
const found = fromEnvironment ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : await playwrightChromium());
if (!found) {
  console.error(`${MESSAGE}.`);
  process.exit(1);
}
console.log(`Chromium for the Playwright tests: ${found}`);
