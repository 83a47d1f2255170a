/**
 * loadConfig: find the config (site.config.ts, else a Docusaurus project's
 * docusaurus.config.*), transpile and run it, validate it, fill defaults. A site.config.ts is
 * bundled by esbuild (it may import defineConfig and local helpers) and imported from memory,
 * so nothing is written next to the user's files; a Docusaurus config is read the way
 * Docusaurus reads it and adapted (docusaurus-config.ts).
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { transpiledModule } from './transpile-cache.js';
import { importModule } from '../import-module.js';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import type { ResolvedConfig } from '../../theme/types.js';
import { existsSync } from 'node:fs';
import { keepValidatedConfig, readValidatedConfig, validatedConfigKey } from './validated-config-cache.js';
import { adaptDocusaurusConfig, DOCUSAURUS_CONFIG_FILES, docusaurusDefaultLocale } from './docusaurus-config.js';
import { evaluateModule, ModuleThrewError, type EvaluatedModule } from './evaluate-module.js';
import { PACKAGE_ROOT, resolveFromHubDocs } from '../paths.js';

export interface LoadedConfig {
  config: ResolvedConfig;
  /** Absolute path of the config file. */
  file: string;
  /** Hash of the resolved config: part of every cache key. */
  hash: string;
  /** What the config asks for that the build cannot do (a Docusaurus project's blog, plugins...): said once. */
  warnings: HubDocsError[];
  /** Adapted from a Docusaurus config: what it links to that hub-docs does not build is a warning, not an error. */
  adapted: boolean;
}

export const SITE_CONFIG_FILE = 'site.config.ts';

/**
 * The config a build uses: the one named, else site.config.ts in the folder, else a Docusaurus config there
 * (site.config.ts wins).
 */
export function findConfigFile(configFile: string | undefined, dir = process.cwd()): string {
  if (configFile) return path.resolve(configFile);
  for (const name of [SITE_CONFIG_FILE, ...DOCUSAURUS_CONFIG_FILES])
    if (existsSync(path.join(dir, name))) return path.join(dir, name);
  const configs = `no ${SITE_CONFIG_FILE} and no Docusaurus config (docusaurus.config.*)`;
  if (existsSync(path.join(dir, 'docs'))) {
    throw new HubDocsError(`${dir} has a docs/ folder but ${configs}`, {
      hint: `add a ${SITE_CONFIG_FILE} beside docs/ (export default defineConfig({ title: '…', url: 'https://…' }), from 'hub-docs'), or pass --config PATH`,
    });
  }
  throw new HubDocsError(`${dir} holds no site: ${configs}, and no docs/ folder`, {
    hint: `run "npx hub-docs init" to start a site here, or run hub-docs in your site's folder (or pass --config PATH)`,
  });
}

/**
 * `import { defineConfig } from 'hub-docs'` in a site.config.ts: bundled in from this hub-docs (the
 * config runs from memory, where Node could resolve no package; and it must be this copy, not one
 * the site's folder may hold). The package's entry (dist/index.js, by its exports) when compiled,
 * its source in a checkout that has not compiled it.
 */
const hubDocsEntry: Plugin = {
  name: 'hub-docs-entry',
  setup(build) {
    build.onResolve({ filter: /^hub-docs$/ }, () => {
      try {
        return { path: resolveFromHubDocs('hub-docs') };
      } catch {
        return { path: path.join(PACKAGE_ROOT, 'cli', 'config', 'define-config.ts') };
      }
    });
  },
};

const isDocusaurusConfig = (file: string) => DOCUSAURUS_CONFIG_FILES.includes(path.basename(file));

/** `locale`: the locale being built (a Docusaurus config may give each its own values); the default one if none. */
export async function loadConfig(options: { configFile: string; locale?: string }): Promise<LoadedConfig> {
  const file = path.resolve(options.configFile);
  if (isDocusaurusConfig(file)) return loadDocusaurusConfig(file, options.locale);
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (cause) {
    throw new HubDocsError(`cannot read the config file ${file}`, {
      hint: 'pass --config PATH, or run hub-docs from the folder that holds site.config.ts',
      cause,
    });
  }
  let code: string;
  try {
    code = await transpiledModule(file, {
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      plugins: [hubDocsEntry],
    });
  } catch (cause) {
    const first = (cause as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
    throw new HubDocsError(`the config file does not compile: ${first?.text ?? String(cause)}`, {
      location: { file, line: first?.location?.line, column: first?.location ? first.location.column + 1 : undefined },
      hint: 'fix the TypeScript syntax error in the config file',
    });
  }
  let exported: unknown;
  try {
    const mod = await importModule<{ default: unknown }>(
      'data:text/javascript;base64,' + Buffer.from(code).toString('base64'),
    );
    exported = mod.default;
  } catch (cause) {
    throw new HubDocsError('the config file throws when it is loaded', {
      location: { file },
      hint: 'run it with tsx to see the failing line',
      cause,
    });
  }
  return { ...(await validated(exported, source, file)), warnings: [], adapted: false };
}

async function validated(
  exported: unknown,
  source: string,
  file: string,
): Promise<Omit<LoadedConfig, 'warnings' | 'adapted'>> {
  const key = validatedConfigKey(exported);
  const kept = key ? readValidatedConfig(file, key) : null;
  if (kept) return { ...kept, file };
  // Loaded here only: its schema (zod) takes a few ms to set up, which a config the cache has never needs.
  const { validateConfig } = await import('./validate-config.js');
  const { config, problems } = validateConfig(exported);
  if (!config) {
    const errors = problems.map(
      (p) =>
        new HubDocsError(`config field "${p.field}" ${p.message}`, {
          location: locate(source, file, p.field),
          hint: `change "${p.field}" in ${path.basename(file)}`,
        }),
    );
    throw new HubDocsErrorList(
      errors,
      `${errors.length} invalid config value${errors.length === 1 ? '' : 's'} in ${file}`,
    );
  }
  const hash = createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 16);
  if (key) keepValidatedConfig(file, key, { config, hash });
  return { config, file, hash };
}

async function loadDocusaurusConfig(file: string, locale: string | undefined): Promise<LoadedConfig> {
  const source = await readFile(file, 'utf8').catch((cause: unknown) => {
    throw new HubDocsError(`cannot read the config file ${file}`, { hint: 'pass --config PATH', cause });
  });
  const { value, missing, warning } = await evaluateOrRead(file, locale);
  const { config, ignored, readAsClassic } = adaptDocusaurusConfig(value, file, missing);
  const warnings = warning ? [warning] : [];
  if (readAsClassic.length)
    warnings.push(
      new HubDocsError(
        `${readAsClassic.join(' and ')} ${readAsClassic.length === 1 ? 'is' : 'are'} not the classic preset but ${readAsClassic.length === 1 ? 'is' : 'are'} given its options (docs, blog, pages, theme): read as the classic preset`,
        {
          location: { file },
          hint: 'nothing to do if it passes them on to the classic preset; what else it does is left out',
        },
      ),
    );
  if (ignored.length)
    warnings.push(
      new HubDocsError(`hub-docs builds this Docusaurus project's docs; it leaves out ${ignored.join('; ')}`, {
        location: { file },
        hint: 'nothing to do unless one of these matters for your docs; a site.config.ts beside it takes precedence',
      }),
    );
  return { ...(await validated(config, source, file)), warnings, adapted: true };
}

/**
 * Docusaurus sets DOCUSAURUS_CURRENT_LOCALE to the locale it builds before it loads the config, and configs read it
 * to give each locale its title, tagline or links. So does this: with the locale asked for, else with the default
 * locale, which only the config names (it is run a second time then, if it reads the variable at all).
 */
async function evaluateInLocale(file: string, locale: string | undefined): Promise<EvaluatedModule> {
  // NODE_ENV too, as `docusaurus build` sets it ("production"): configs link to a local dev server otherwise.
  const env = { NODE_ENV: process.env.NODE_ENV ?? 'production' };
  const first = await evaluateModule(file, { ...env, [CURRENT_LOCALE]: locale });
  if (locale !== undefined || !first.readsEnv.includes(CURRENT_LOCALE)) return first;
  return evaluateModule(file, { ...env, [CURRENT_LOCALE]: docusaurusDefaultLocale(first.value) });
}

const CURRENT_LOCALE = 'DOCUSAURUS_CURRENT_LOCALE';

/**
 * The config's value: run, as Docusaurus does; if it throws while it runs (without its packages,
 * or checking an environment this machine does not have), read from its syntax instead, with a
 * warning saying what could not be read that way.
 */
async function evaluateOrRead(
  file: string,
  locale: string | undefined,
): Promise<{ value: unknown; missing: string[]; warning?: HubDocsError }> {
  try {
    return await evaluateInLocale(file, locale);
  } catch (error) {
    if (!(error instanceof ModuleThrewError)) throw error;
    // Loaded here only: most configs run.
    const { readConfigStatically } = await import('./static-config.js');
    const read = await readConfigStatically(file);
    if (!read) throw error;
    const reason = ((error.cause as Error | undefined)?.message ?? error.message).split('\n')[0];
    const shown = read.unread.slice(0, 12);
    const unread = read.unread.length
      ? `; what is not plain data could not be read: ${shown.join(', ')}${read.unread.length > shown.length ? ` and ${read.unread.length - shown.length} more` : ''}`
      : '';
    const warning = new HubDocsError(
      `${path.basename(file)} throws when it is loaded (${reason}), so it was read without running it${unread}`,
      {
        location: { file },
        hint: 'run it with node (or tsx) to see the failing line; a value that matters can be written as plain data, or set in a site.config.ts beside it',
      },
    );
    return { value: read.value, missing: read.packages, warning };
  }
}

/** Best-effort line:column of a field's key in the config source, for the error message. */
export function locate(source: string, file: string, field: string) {
  const key =
    field
      .replace(/\[\d+\]/g, '')
      .split('.')
      .pop() ?? field;
  const match = new RegExp(`\\b${key}\\s*:`).exec(source);
  if (!match) return { file };
  const before = source.slice(0, match.index).split('\n');
  return { file, line: before.length, column: before[before.length - 1].length + 1 };
}
