/**
 * Finds a Chromium for the browser tests, Lighthouse and the benchmark, so that
 * `npm install && npm test` is all the set-up a fresh machine needs. In order:
 *   1. `CHROME_PATH` (or `CHROMIUM_PATH`): when set, it is the only candidate;
 *   2. a system Chromium or Chrome (Debian's /usr/bin/chromium, PATH, macOS and Windows paths);
 *   3. a Chromium installed by Playwright itself (`npx playwright install chromium`);
 *   4. `@sparticuz/chromium`, a devDependency whose npm tarball holds a headless Chromium for
 *      Linux (unpacked into the temp folder on first use), so nothing is downloaded from
 *      anywhere but the npm registry.
 * When nothing is found, the answer says what was looked for and how to fix it, in one line.
 */
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

export type BrowserLookup = { path: string; source: string } | { error: string };

const SYSTEM_PATHS: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
  ],
  darwin: [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ],
  win32: [process.env['PROGRAMFILES'], process.env['PROGRAMFILES(X86)'], process.env['LOCALAPPDATA']]
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => path.join(dir, 'Google', 'Chrome', 'Application', 'chrome.exe')),
};
const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function executable(file: string): boolean {
  try {
    accessSync(file, process.platform === 'win32' ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env['PATH'] ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    if (executable(file)) return file;
  }
  return undefined;
}

async function packagedChromium(): Promise<string | undefined> {
  if (process.platform !== 'linux' || (process.arch !== 'x64' && process.arch !== 'arm64')) return undefined;
  try {
    const { default: Packaged } = await import('@sparticuz/chromium');
    const file = await Packaged.executablePath();
    return executable(file) ? file : undefined;
  } catch {
    return undefined; // not installed (e.g. `npm install --omit=dev`) or could not unpack
  }
}

export async function findBrowser(): Promise<BrowserLookup> {
  const fix =
    'set CHROME_PATH to a Chromium or Chrome executable, or install Chromium (e.g. `apt-get install chromium`)';
  const named = process.env['CHROME_PATH'] || process.env['CHROMIUM_PATH'];
  if (named) {
    const variable = process.env['CHROME_PATH'] ? 'CHROME_PATH' : 'CHROMIUM_PATH';
    return executable(named)
      ? { path: named, source: variable }
      : { error: `No browser for the browser tests: ${variable}=${named} is not an executable file; ${fix}.` };
  }
  for (const file of SYSTEM_PATHS[process.platform] ?? [])
    if (executable(file)) return { path: file, source: 'system' };
  for (const name of PATH_NAMES) {
    const file = onPath(name);
    if (file) return { path: file, source: 'PATH' };
  }
  const playwrights = chromium.executablePath();
  if (playwrights && executable(playwrights)) return { path: playwrights, source: 'playwright' };
  const packaged = await packagedChromium();
  if (packaged) return { path: packaged, source: '@sparticuz/chromium' };
  return {
    error:
      `No browser for the browser tests: looked at CHROME_PATH/CHROMIUM_PATH (unset), ${(SYSTEM_PATHS[process.platform] ?? []).join(', ') || 'no system paths for this platform'}, ` +
      `${PATH_NAMES.join('/')} on PATH, Playwright's own Chromium and @sparticuz/chromium (Linux x64/arm64 only; run \`npm install\`); ${fix}.`,
  };
}
