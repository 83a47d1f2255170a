/**
 * loadConfig: transpile and import site.config.ts, validate it, fill defaults.
 * The config is bundled by esbuild (it may import defineConfig and local helpers) and
 * imported from memory, so nothing is written next to the user's files.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import type { ResolvedConfig } from '../../theme/types.js';
import { validateConfig } from './validate-config.js';

export interface LoadedConfig {
  config: ResolvedConfig;
  /** Absolute path of the config file. */
  file: string;
  /** Hash of the resolved config: part of every cache key. */
  hash: string;
}

export async function loadConfig(options: { configFile: string }): Promise<LoadedConfig> {
  const file = path.resolve(options.configFile);
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (cause) {
    throw new HubDocsError(`cannot read the config file ${file}`, { hint: 'pass --config PATH, or run hub-docs from the folder that holds site.config.ts', cause });
  }
  let code: string;
  try {
    const result = await build({ entryPoints: [file], bundle: true, write: false, format: 'esm', platform: 'node', target: 'node20', packages: 'external', logLevel: 'silent' });
    code = result.outputFiles[0].text;
  } catch (cause) {
    const first = (cause as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
    throw new HubDocsError(`the config file does not compile: ${first?.text ?? String(cause)}`, {
      location: { file, line: first?.location?.line, column: first?.location ? first.location.column + 1 : undefined },
      hint: 'fix the TypeScript syntax error in the config file',
    });
  }
  let exported: unknown;
  try {
    const mod = await import('data:text/javascript;base64,' + Buffer.from(code).toString('base64'));
    exported = mod.default;
  } catch (cause) {
    throw new HubDocsError('the config file throws when it is loaded', { location: { file }, hint: 'run it with tsx to see the failing line', cause });
  }
  const { config, problems } = validateConfig(exported);
  if (!config) {
    const errors = problems.map((p) => new HubDocsError(`config field "${p.field}" ${p.message}`, { location: locate(source, file, p.field), hint: `change "${p.field}" in ${path.basename(file)}` }));
    throw new HubDocsErrorList(errors, `${errors.length} invalid config value${errors.length === 1 ? '' : 's'} in ${file}`);
  }
  const hash = createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 16);
  return { config, file, hash };
}

/** Best-effort line:column of a field's key in the config source, for the error message. */
function locate(source: string, file: string, field: string) {
  const key = field.replace(/\[\d+\]/g, '').split('.').pop() ?? field;
  const match = new RegExp(`\\b${key}\\s*:`).exec(source);
  if (!match) return { file };
  const before = source.slice(0, match.index).split('\n');
  return { file, line: before.length, column: before[before.length - 1].length + 1 };
}
