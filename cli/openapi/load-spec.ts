/**
 * loadSpec: read an OpenAPI 3.0/3.1 file (YAML or JSON), validate it against the OpenAPI
 * schema and dereference it with @apidevtools/swagger-parser, then check what the reference
 * needs beyond the schema (an operationId per operation, unique, and every path parameter
 * declared). Every problem names the file, the JSON pointer and its line:column.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import path from 'node:path';
import { HubDocsError, HubDocsErrorList } from '../errors.js';
import { cacheRoot } from '../paths.js';
import { BundleCache, fingerprintInputs, hashOf, type InputFingerprints } from '../pipeline/bundle-cache.js';
import { compilerFingerprint } from '../pipeline/compiler-fingerprint.js';
import { parseSpecSource, type SpecSource } from './spec-source.js';
import {
  HTTP_METHODS,
  pointer,
  type OpenApiDocument,
  type ParameterObject,
  type PathItemObject,
} from './spec-types.js';

export interface LoadedSpec {
  source: SpecSource;
  api: OpenApiDocument;
  /** Every file the document was read from (the spec and the files its `$ref`s point to). */
  files: string[];
}

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const HINT = 'fix the document at that place; the pointer is the path from its root (RFC 6901: "~1" is "/")';

export async function loadSpec(file: string): Promise<LoadedSpec> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    throw new HubDocsError(`cannot read the OpenAPI document ${file}`, {
      hint: 'check `openapi[].spec` in the site config: a path relative to the config file',
      cause,
    });
  }
  // Validating against the OpenAPI schema, parsing the text with every node's position and
  // dereferencing are most of the time a load takes: a document (and the files it refers to)
  // that passed before, unchanged since, is read back as it was then, value and dereferenced form.
  const key = hashOf(file, compilerFingerprint());
  const validated = await validatedCache.get(key);
  const source = parseSpecSource(file, text, validated ?? undefined);
  const version = (source.value as { openapi?: unknown } | null)?.openapi;
  if (typeof version !== 'string' || !/^3\.[01]\.\d+$/.test(version)) {
    throw new HubDocsError(`not an OpenAPI 3.0 or 3.1 document: "openapi" is ${JSON.stringify(version ?? null)}`, {
      location: { file, ...source.locate('/openapi') },
      hint: 'hub-docs reads OpenAPI 3.0 and 3.1; set `openapi: 3.1.0` (convert a Swagger 2.0 file first)',
    });
  }
  // The document as dereferenced then, when kept: a rebuild then never loads the parser.
  const dereferencedFile = path.join(validatedCache.folder(key), DEREFERENCED);
  const kept = validated ? await readFile(dereferencedFile).catch(() => null) : null;
  if (validated && kept) {
    const api = deserialize(kept) as OpenApiDocument;
    checkOperations(source, api);
    return { source, api, files: Object.keys(validated.inputs) };
  }
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  const parser = new SwaggerParser();
  let api: OpenApiDocument;
  try {
    // http: false — the build never goes to the network for a `$ref`.
    const options = { resolve: { http: false }, dereference: { circular: true } } as const;
    // Dereferencing replaces the `$ref`s in place: the parser gets a copy, the source keeps the value as written.
    const copy = structuredClone(source.value) as never;
    api = (validated
      ? await parser.dereference(file, copy, options)
      : await parser.validate(file, copy, options)) as unknown as OpenApiDocument;
  } catch (cause) {
    throw validationError(source, cause);
  }
  checkOperations(source, api);
  const files = parser.$refs.paths().map((p) => path.resolve(p));
  // V8's serialisation keeps what JSON cannot: the objects a `$ref` shares, and circular references.
  await mkdir(path.dirname(dereferencedFile), { recursive: true });
  await writeFile(dereferencedFile, serialize(api));
  if (!validated)
    await validatedCache.set(key, { inputs: fingerprintInputs(files, process.cwd()), value: source.value });
  return { source, api, files };
}

/** Beside a validated document's cache entry: the document dereferenced (v8.serialize). */
const DEREFERENCED = 'dereferenced.v8';

/** Documents that passed validation, by the fingerprints of their files (see loadSpec). */
const validatedCache = new BundleCache<{ inputs: InputFingerprints; value: unknown }>(
  () => path.join(cacheRoot(), 'openapi'),
  16,
);

function validationError(source: SpecSource, cause: unknown): Error {
  const details = (cause as { details?: AjvError[] }).details;
  const file = source.file;
  if (!Array.isArray(details)) {
    // A reference that cannot be resolved: point at the `$ref` that names it.
    const message = (cause as Error).message ?? String(cause);
    const ref =
      /\$ref pointer "([^"]+)"/.exec(message)?.[1] ?? /Error (?:opening|reading) file ([^:]+):/.exec(message)?.[1];
    const at = ref ? (source.findRef(ref) ?? findRefEndingWith(source, path.basename(ref))) : null;
    return new HubDocsError(`invalid OpenAPI document${at !== null ? ` at ${at}/$ref` : ''}: ${message}`, {
      location: { file, ...(at !== null ? source.locate(`${at}/$ref`) : {}) },
      hint: at !== null ? 'point the $ref at something that exists (#/components/... or a relative file)' : HINT,
      cause,
    });
  }
  const errors = significantErrors(details).map(
    ({ at, messages, key }) =>
      new HubDocsError(`invalid OpenAPI document at ${at || '(root)'}: ${messages.join('; ')}`, {
        location: { file, ...(key ? source.locateKey(key) : source.locate(at)) },
        hint: HINT,
      }),
  );
  if (errors.length === 1) return errors[0];
  return new HubDocsErrorList(errors, `${errors.length} problems in the OpenAPI document ${file}`);
}

function findRefEndingWith(source: SpecSource, name: string): string | null {
  // External refs are written relative to the spec ("./schemas.yaml#/X"); the error names the resolved file.
  for (const prefix of ['./', '', '../']) {
    const at = source.findRef(prefix + name);
    if (at !== null) return at;
  }
  return null;
}

/**
 * The meta-schema's oneOf/if/else structure reports every branch that did not match. Keep
 * what a writer can act on: drop the branch bookkeeping, keep the deepest places, and say
 * each problem once per place.
 */
export function significantErrors(details: AjvError[]): { at: string; messages: string[]; key: string | null }[] {
  const bookkeeping = (e: AjvError) =>
    ['oneOf', 'anyOf', 'allOf', 'if', 'then', 'else', 'not', '$ref'].includes(e.keyword) ||
    (e.keyword === 'required' && e.params.missingProperty === '$ref');
  let kept = details.filter((e) => !bookkeeping(e));
  if (kept.length === 0) kept = details;
  kept = kept.filter((e) => !kept.some((other) => other.instancePath.startsWith(e.instancePath + '/')));
  const byPlace = new Map<string, { at: string; messages: string[]; key: string | null }>();
  for (const e of kept) {
    const unknown = (e.params.additionalProperty ?? e.params.unevaluatedProperty) as string | undefined;
    const place = byPlace.get(e.instancePath) ?? { at: e.instancePath, messages: [], key: null };
    if (unknown !== undefined && place.key === null) place.key = `${e.instancePath}${pointer(unknown)}`;
    const message = describe(e);
    if (!place.messages.includes(message)) place.messages.push(message);
    byPlace.set(e.instancePath, place);
  }
  return [...byPlace.values()].slice(0, 20);
}

function describe(e: AjvError): string {
  const p = e.params;
  switch (e.keyword) {
    case 'required':
      return `the required property "${p.missingProperty}" is missing`;
    case 'additionalProperties':
      return `"${p.additionalProperty}" is not a property this object can have`;
    case 'unevaluatedProperties':
      return `"${p.unevaluatedProperty}" is not a property this object can have`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'type':
      return `must be of type ${p.type}`;
    case 'pattern':
      return `must match the pattern ${p.pattern}`;
    default:
      return e.message ?? e.keyword;
  }
}

/** What the reference needs beyond the OpenAPI schema: routes come from operationIds, samples from path parameters. */
function checkOperations(source: SpecSource, api: OpenApiDocument): void {
  const errors: HubDocsError[] = [];
  const seen = new Map<string, string>();
  const at = (where: string, message: string, hint: string) =>
    errors.push(
      new HubDocsError(`${message} (at ${where})`, { location: { file: source.file, ...source.locate(where) }, hint }),
    );
  const groups: [string, Record<string, PathItemObject> | undefined][] = [
    ['paths', api.paths],
    ['webhooks', api.webhooks],
  ];
  for (const [group, items] of groups) {
    for (const [name, item] of Object.entries(items ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const where = pointer(group, name, method);
        const id = operation.operationId;
        if (!id) {
          at(
            where,
            `the operation ${method.toUpperCase()} ${name} has no operationId`,
            'add an `operationId` (e.g. `sendMessages`): it names the operation page and its route',
          );
          continue;
        }
        if (!/^[A-Za-z0-9_.-]+$/.test(id) || /^\.\.?$/.test(id))
          at(
            `${where}/operationId`,
            `the operationId "${id}" cannot be part of a route`,
            'use letters, digits, "_", "-" and "." only (not "." or ".." alone)',
          );
        const previous = seen.get(id);
        if (previous)
          at(
            `${where}/operationId`,
            `the operationId "${id}" is used twice (also at ${previous})`,
            'give every operation its own operationId',
          );
        seen.set(id, where);
        if (group !== 'paths') continue;
        const declared = new Set(
          [...(item.parameters ?? []), ...(operation.parameters ?? [])]
            .filter((p: ParameterObject) => p.in === 'path')
            .map((p) => p.name),
        );
        for (const [, param] of name.matchAll(/\{([^}]+)\}/g)) {
          if (!declared.has(param))
            at(
              where,
              `the path parameter "${param}" of ${name} is not declared`,
              `add a parameter with \`name: ${param}\`, \`in: path\` and \`required: true\``,
            );
        }
      }
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length)
    throw new HubDocsErrorList(errors, `${errors.length} problems in the OpenAPI document ${source.file}`);
}
