/**
 * Loads a configuration module the way Docusaurus does (it is code: TypeScript or JavaScript,
 * ES module or CommonJS, maybe an async function): esbuild bundles it with its local imports
 * and it is run with a `require` of its own. A package it needs that is not installed (a
 * Docusaurus plugin, prism-react-renderer, a YAML parser...) becomes a stand-in that records
 * what was read from it, so a project without its node_modules still yields every value that
 * does not depend on one; the caller says once what it could not read.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { readFile } from 'node:fs/promises';
import { transpiledModule } from './transpile-cache.js';
import { HubDocsError } from '../errors.js';

const STAND_IN = Symbol('hub-docs stand-in');

/**
 * A value that came from a module that could not be loaded: anything read from it is a stand-in
 * too, and iterating it gives nothing. Its prototype answers the same way, so an object made from it keeps answering:
 * esbuild's `import * as yaml from 'js-yaml'` copies a module's own properties onto a new object whose
 * prototype is the module's, and `yaml.load` then comes from there.
 */
export function standIn(name: string): unknown {
  const member = (property: string | symbol): unknown => {
    if (property === STAND_IN) return name;
    if (property === Symbol.toPrimitive) return () => `[${name}]`;
    // Spread or iterated (`[...theme.styles]`), it is empty.
    if (property === Symbol.iterator) return function* nothing() {};
    if (property === 'then' || property === '__esModule') return undefined;
    if (typeof property === 'symbol') return undefined;
    return standIn(`${name}.${property}`);
  };
  const prototype = new Proxy(Object.create(null) as object, { get: (_target, property) => member(property) });
  return new Proxy(function standInFunction() {}, {
    get: (_target, property) => member(property),
    getPrototypeOf: () => prototype,
    apply: () => standIn(`${name}()`),
    construct: () => standIn(`new ${name}()`) as object,
  });
}

/** The module path a stand-in stands for ("prism-react-renderer.themes.github"), or null for a real value. */
export function standInName(value: unknown): string | null {
  if ((typeof value === 'function' || typeof value === 'object') && value !== null)
    return ((value as Record<symbol, unknown>)[STAND_IN] as string | undefined) ?? null;
  return null;
}

/** The module compiled but threw while it ran (a package it needs is missing, a check of the environment failed...). */
export class ModuleThrewError extends HubDocsError {}

export interface EvaluatedModule {
  /** The default export (or module.exports), after calling it when it is a function. */
  value: unknown;
  /** Packages the module asked for that could not be loaded. */
  missing: string[];
  /** The names of `env` its code (its own and its local imports') reads in `process.env`. */
  readsEnv: string[];
}

const EXTENSIONS = ['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'];

/**
 * `env`: variables set in `process.env` (undefined: unset) while the module runs, and its exported function, as the
 * tool whose file it is sets them (Docusaurus: DOCUSAURUS_CURRENT_LOCALE); then put back as they were.
 */
export async function evaluateModule(
  file: string,
  env: Record<string, string | undefined> = {},
): Promise<EvaluatedModule> {
  const dir = path.dirname(file);
  // JSON is data (esbuild would give a JSON entry point no exports).
  if (file.endsWith('.json')) return { value: await readJson(file), missing: [], readsEnv: [] };
  let code: string;
  try {
    code = await transpiledModule(file, {
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      define: {
        'import.meta.url': JSON.stringify(pathToFileURL(file).href),
        'import.meta.dirname': JSON.stringify(dir),
        'import.meta.filename': JSON.stringify(file),
      },
    });
  } catch (cause) {
    const first = (
      cause as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }
    ).errors?.[0];
    throw new HubDocsError(`${path.basename(file)} does not compile: ${first?.text ?? String(cause)}`, {
      location: {
        file: first?.location ? path.resolve(dir, first.location.file) : file,
        line: first?.location?.line,
        column: first?.location ? first.location.column + 1 : undefined,
      },
      hint: 'fix the syntax error in the file named above',
      cause,
    });
  }
  const missing = new Set<string>();
  const require = tolerantRequire(file, missing);
  const module = { exports: {} as Record<string, unknown> };
  let value: unknown;
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  setEnv(env);
  try {
    new Function('require', 'module', 'exports', '__filename', '__dirname', code)(
      require,
      module,
      module.exports,
      file,
      dir,
    );
    value = module.exports.__esModule || 'default' in module.exports ? module.exports.default : module.exports;
    if (typeof value === 'function' && standInName(value) === null) value = await (value as () => unknown)();
  } catch (cause) {
    throw new ModuleThrewError(`${path.basename(file)} throws when it is loaded: ${(cause as Error).message}`, {
      location: { file },
      hint: 'run it with node (or tsx) to see the failing line',
      cause,
    });
  } finally {
    setEnv(before);
  }
  const readsEnv = Object.keys(env).filter((name) => code.includes(name));
  return { value, missing: [...missing].sort(), readsEnv };
}

function setEnv(env: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

/**
 * Node's require for the module's folder, except that a package that cannot be loaded becomes
 * a stand-in, and that `createRequire` (from node:module) gives another such require.
 */
function tolerantRequire(file: string, missing: Set<string>): NodeJS.Require {
  const dir = path.dirname(file);
  const real = createRequire(file);
  const resolve = (id: string) => {
    for (const candidate of [id, ...EXTENSIONS.map((extension) => id + extension)]) {
      try {
        return real.resolve(candidate);
      } catch {
        // next candidate
      }
    }
    missing.add(id);
    return id.startsWith('.') ? path.resolve(dir, id) : id;
  };
  const require = (id: string) => {
    if (id === 'module' || id === 'node:module')
      return {
        ...real('node:module'),
        createRequire: (from: string | URL) =>
          tolerantRequire(from instanceof URL || from.startsWith('file:') ? new URL(from).pathname : from, missing),
      };
    try {
      return real(id);
    } catch {
      missing.add(id.startsWith('.') ? path.resolve(dir, id) : id);
      return standIn(id);
    }
  };
  return Object.assign(require, {
    resolve: Object.assign(resolve, { paths: real.resolve.paths }),
    cache: real.cache,
    extensions: real.extensions,
    main: real.main,
  }) as NodeJS.Require;
}

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (cause) {
    const offset = Number(/position (\d+)/.exec(String((cause as Error).message))?.[1] ?? 0);
    const before = text.slice(0, offset).split('\n');
    throw new HubDocsError(`invalid JSON in ${path.basename(file)}: ${(cause as Error).message}`, {
      location: { file, line: before.length, column: before[before.length - 1].length + 1 },
      hint: 'fix the JSON syntax (double quotes, no trailing commas)',
    });
  }
}
