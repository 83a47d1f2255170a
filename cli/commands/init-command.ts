/**
 * `hub-docs init [dir]`: scaffolds a site (init/site-template.ts) in `dir`, writing no file that
 * is already there: if any is, nothing is written and each is named. A Docusaurus project needs
 * no scaffold (hub-docs builds it as it is): init says so and writes nothing. It adds `start` and
 * `build` scripts to an existing package.json (never replacing one), the output and cache folders
 * to .gitignore, and prints the next two commands.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { HubDocsError } from '../errors.js';
import { DOCUSAURUS_CONFIG_FILES } from '../config/docusaurus-config.js';
import { SITE_CONFIG_FILE } from '../config/load-config.js';
import { IGNORED, siteFiles, siteTitle } from '../init/site-template.js';

const SCRIPTS = { start: 'hub-docs serve', build: 'hub-docs build' };

/**
 * How to run hub-docs and the project's scripts with the package manager that ran init (npx,
 * pnpm exec, yarn: each sets npm_config_user_agent), so the commands printed are the user's own.
 */
function commandsOf(userAgent = process.env.npm_config_user_agent ?? '') {
  if (userAgent.startsWith('pnpm/')) return { run: (name: string) => `pnpm ${name}`, hubDocs: 'pnpm exec hub-docs' };
  if (userAgent.startsWith('yarn/')) return { run: (name: string) => `yarn ${name}`, hubDocs: 'yarn hub-docs' };
  return { run: (name: string) => (name === 'start' ? 'npm start' : `npm run ${name}`), hubDocs: 'npx hub-docs' };
}

export async function runInit(dirArg: string | undefined): Promise<void> {
  const dir = path.resolve(dirArg ?? '.');
  const shown = path.relative(process.cwd(), dir) || '.';
  const cd = shown === '.' ? '' : `cd ${/\s/.test(shown) ? JSON.stringify(shown) : shown} && `;
  const log = (line = '') => process.stdout.write(`${line}\n`);
  const { run, hubDocs } = commandsOf();

  const docusaurus = DOCUSAURUS_CONFIG_FILES.find((name) => existsSync(path.join(dir, name)));
  if (docusaurus) {
    log(`${shown} holds a Docusaurus project (${docusaurus}): hub-docs builds it as it is, nothing to set up.`);
    log('');
    log(`  ${cd}${hubDocs} build     # the static site, into build/`);
    log(`  ${cd}${hubDocs} serve     # preview it with live reload`);
    return;
  }

  const manifestFile = path.join(dir, 'package.json');
  const manifest = existsSync(manifestFile) ? readManifest(manifestFile) : null;
  const packageName =
    typeof manifest?.name === 'string' && /^(@[\w.-]+\/)?[\w.-]+$/.test(manifest.name) ? manifest.name : undefined;
  const files = siteFiles(siteTitle(packageName ?? path.basename(dir)), packageName);
  const present = Object.keys(files).filter((file) => existsSync(path.join(dir, file)));
  if (present.length > 0) {
    throw new HubDocsError(
      `${shown} already has ${present.join(', ')}: hub-docs init writes no file that is there, so it wrote none`,
      {
        hint: existsSync(path.join(dir, SITE_CONFIG_FILE))
          ? `this is a hub-docs site already: run "${cd}${hubDocs} serve"`
          : 'run it in an empty folder (hub-docs init my-docs), or move those files away',
      },
    );
  }

  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), contents, { flag: 'wx' });
  }
  log(
    `✓ a new site in ${shown}: ${SITE_CONFIG_FILE}, docs/ (${Object.keys(files).filter((f) => f.startsWith('docs/') && /\.mdx?$/.test(f)).length} pages), static/`,
  );

  const ignored = await updateGitignore(path.join(dir, '.gitignore'));
  if (ignored.length > 0) log(`  .gitignore: ${ignored.join(', ')}`);

  let scripts = false;
  if (manifest) {
    const added = await addScripts(manifestFile, manifest);
    scripts = added.length === Object.keys(SCRIPTS).length;
    if (added.length > 0) log(`  package.json: scripts ${added.map((name) => `"${name}"`).join(' and ')}`);
    const kept = Object.keys(SCRIPTS).filter((name) => !added.includes(name));
    if (kept.length > 0)
      log(
        `  package.json: its own ${kept.map((name) => `"${name}"`).join(' and ')} script${kept.length > 1 ? 's' : ''} left as ${kept.length > 1 ? 'they are' : 'it is'}`,
      );
  }

  log('');
  log('Next:');
  const [serve, build] = scripts ? [run('start'), run('build')] : [`${hubDocs} serve`, `${hubDocs} build`];
  const width = Math.max(serve.length, build.length);
  log(`  ${cd}${serve.padEnd(width)}   # preview on http://127.0.0.1:3000 with live reload`);
  log(`  ${cd}${build.padEnd(width)}   # the static site, into build/`);
}

type Manifest = Record<string, unknown> & { name?: unknown; scripts?: Record<string, string> };

function readManifest(file: string): Manifest {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Manifest;
  } catch (cause) {
    throw new HubDocsError(`${file} is not valid JSON`, {
      location: { file },
      hint: 'fix package.json, then run hub-docs init again',
      cause,
    });
  }
  throw new HubDocsError(`${file} does not hold a JSON object`, {
    location: { file },
    hint: 'fix package.json, then run hub-docs init again',
  });
}

/**
 * Adds the scripts package.json has none of (never replacing one); returns their names. Keeps the file's indentation.
 */
async function addScripts(file: string, manifest: Manifest): Promise<string[]> {
  const scripts = { ...(manifest.scripts ?? {}) };
  const added = Object.entries(SCRIPTS)
    .filter(([name]) => scripts[name] === undefined)
    .map(([name, command]) => ((scripts[name] = command), name));
  if (added.length === 0) return added;
  const text = readFileSync(file, 'utf8');
  const indent = /^\s+(?=")/m.exec(text)?.[0] ?? '  ';
  await writeFile(file, `${JSON.stringify({ ...manifest, scripts }, null, indent)}\n`);
  return added;
}

/** Adds the output and cache folders to .gitignore (made if absent); returns the entries added. */
async function updateGitignore(file: string): Promise<string[]> {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const lines = new Set(text.split(/\r?\n/).map((line) => line.trim()));
  const missing = IGNORED.filter(
    (entry) => !lines.has(entry) && !lines.has(entry.replace(/^\//, '')) && !lines.has(entry.replace(/\/$/, '')),
  );
  if (missing.length === 0) return [];
  await appendFile(
    file,
    `${text && !text.endsWith('\n') ? '\n' : ''}${text ? '\n' : ''}# hub-docs: the built site; node_modules holds the build cache (node_modules/.cache/hub-docs)\n${missing.join('\n')}\n`,
  );
  return missing;
}
