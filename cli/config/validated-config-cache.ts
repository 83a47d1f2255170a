/**
 * The previous build's validated config, kept per config file: validating with zod (~8 ms) and
 * setting up its schema (~4 ms) were ~3 % of a one-page rebuild, for a config that seldom
 * changes. Kept only for a config of plain data (objects, arrays, strings, finite numbers,
 * booleans, null), which its JSON text says all of; a config with a function (an editUrl
 * function) or anything else is validated every time. The key covers the compile of hub-docs
 * (its schema and defaults); V8's serialisation keeps the resolved config as it was.
 */
import path from 'node:path';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { cacheRoot } from '../paths.js';
import { hashOf } from '../pipeline/bundle-cache.js';
import { compilerFingerprint } from '../pipeline/compiler-fingerprint.js';
import type { ResolvedConfig } from '../../theme/types.js';
import { tempFileFor } from '../temp-file.js';

export interface ValidatedConfig {
  config: ResolvedConfig;
  /** LoadedConfig.hash. */
  hash: string;
}

interface Entry extends ValidatedConfig {
  key: string;
}

/** The key of a config value: null when it is not plain data. */
export function validatedConfigKey(value: unknown): string | null {
  return isPlainData(value) ? hashOf(compilerFingerprint(), JSON.stringify(value)) : null;
}

function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  // Symbol keys, accessors and undefined values are not in the JSON text: such a value is validated every time.
  if (Object.getOwnPropertySymbols(value).length > 0) return false;
  return Object.values(Object.getOwnPropertyDescriptors(value)).every(
    (d) => 'value' in d && d.enumerable === true && isPlainData(d.value),
  );
}

const fileOf = (configFile: string) =>
  path.join(cacheRoot(), 'config', 'validated', `${hashOf(configFile).slice(0, 16)}.v8`);

export function readValidatedConfig(configFile: string, key: string): ValidatedConfig | null {
  try {
    const entry = deserialize(readFileSync(fileOf(configFile))) as Entry;
    return entry.key === key ? { config: entry.config, hash: entry.hash } : null;
  } catch {
    return null;
  }
}

export function keepValidatedConfig(configFile: string, key: string, validated: ValidatedConfig): void {
  const file = fileOf(configFile);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = tempFileFor(file);
    writeFileSync(temp, serialize({ key, ...validated } satisfies Entry));
    renameSync(temp, file);
  } catch {
    // Somewhere read-only: the next build validates again.
  }
}
