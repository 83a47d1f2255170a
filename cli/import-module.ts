/**
 * A dynamic import of a module the CLI does not bundle: a site's config as code, the renderers a
 * build makes. Compiled, the CLI runs from a V8 code cache (bundle-loader.ts), and V8 gives code
 * read from a cache no way to import a module: scripts/compile-cli.mjs puts the loader's own
 * import in place of this one.
 */
export function importModule<T = unknown>(specifier: string): Promise<T> {
  return import(specifier) as Promise<T>;
}
