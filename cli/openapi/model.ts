/**
 * The reference's page model, from a loaded spec: an overview at the configured route, a page
 * per tag at `<route>/<tag>` and a page per operation (and webhook) at
 * `<route>/<tag>/<operationId>`, in the document's order.
 */
import GithubSlugger from 'github-slugger';
import type { ResolvedConfig } from '../../theme/types.js';
import { normalizeRoute } from '../../theme/routes.js';
import { replaceProductInText } from '../content/product-token.js';
import type { LoadedSpec } from './load-spec.js';
import {
  HTTP_METHODS,
  pointer,
  type HttpMethod,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type PathItemObject,
  type SecurityRequirement,
  type ServerObject,
} from './spec-types.js';

export interface ReferenceSettings {
  route: string;
  label: string;
}

export interface TagModel {
  name: string;
  route: string;
  description: string | null;
  /** Pointer of the tag's description in the spec, when it has one. */
  descriptionAt: string | null;
  operations: OperationModel[];
}

export interface OperationModel {
  /** A request the API sends to the reader (`webhooks:`), not one the reader sends. */
  webhook: boolean;
  method: HttpMethod;
  /** The path template, or the webhook's name. */
  path: string;
  operationId: string;
  route: string;
  tag: TagModel;
  /** Pointer of the operation object. */
  at: string;
  operation: OperationObject;
  summary: string;
  /** Path-level and operation-level parameters, the operation's winning; each with its pointer. */
  parameters: { parameter: ParameterObject; at: string }[];
  servers: ServerObject[];
  security: SecurityRequirement[];
}

export interface ReferenceModel extends ReferenceSettings {
  spec: LoadedSpec;
  product: ResolvedConfig['product'];
  api: OpenApiDocument;
  title: string;
  tags: TagModel[];
  operations: OperationModel[];
  /** Component name of each schema (a dereferenced `$ref` is the component's own object). */
  names: Map<object, string>;
  /** Where each object of the document is defined, as a pointer: to find a description's source line. */
  origins: Map<object, string>;
}

/**
 * `product`: the white-label product; `%product%` in the spec's own strings (header names,
 * examples, server URLs, summaries) becomes its name, as it does in pages.
 */
export function referenceModel(
  spec: LoadedSpec,
  settings: ReferenceSettings,
  product: ResolvedConfig['product'],
): ReferenceModel {
  const api = resolveProduct(spec.api, product) as OpenApiDocument;
  const route = normalizeRoute(settings.route);
  const slugger = new GithubSlugger();
  const tags = new Map<string, TagModel>();
  const tagFor = (name: string): TagModel => {
    let tag = tags.get(name);
    if (!tag) {
      const index = (api.tags ?? []).findIndex((t) => t.name === name);
      const description = index >= 0 ? (api.tags![index].description ?? null) : null;
      tag = {
        name,
        route: normalizeRoute(`${route}/${slugger.slug(name)}`),
        description,
        descriptionAt: description ? pointer('tags', index, 'description') : null,
        operations: [],
      };
      tags.set(name, tag);
    }
    return tag;
  };
  // Declared tags first, in their order; then tags met on operations.
  for (const tag of api.tags ?? []) tagFor(tag.name);
  const operations: OperationModel[] = [];
  const groups: [string, Record<string, PathItemObject> | undefined][] = [
    ['paths', api.paths],
    ['webhooks', api.webhooks],
  ];
  for (const [group, items] of groups) {
    const webhook = group === 'webhooks';
    for (const [name, item] of Object.entries(items ?? {})) {
      // In the document's order of methods, as the writer listed them.
      for (const method of Object.keys(item).filter((key): key is HttpMethod =>
        (HTTP_METHODS as readonly string[]).includes(key),
      )) {
        const operation = item[method]!;
        const tag = tagFor(operation.tags?.[0] ?? (webhook ? 'Webhooks' : 'Other operations'));
        const at = pointer(group, name, method);
        const parameters = new Map<string, { parameter: ParameterObject; at: string }>();
        (item.parameters ?? []).forEach((parameter, i) =>
          parameters.set(`${parameter.in}:${parameter.name}`, { parameter, at: pointer(group, name, 'parameters', i) }),
        );
        (operation.parameters ?? []).forEach((parameter, i) =>
          parameters.set(`${parameter.in}:${parameter.name}`, { parameter, at: `${at}${pointer('parameters', i)}` }),
        );
        const model: OperationModel = {
          webhook,
          method,
          path: name,
          operationId: operation.operationId!,
          route: normalizeRoute(`${tag.route}/${operation.operationId}`),
          tag,
          at,
          operation,
          summary: operation.summary ?? item.summary ?? `${method.toUpperCase()} ${name}`,
          parameters: [...parameters.values()],
          servers: operation.servers ?? item.servers ?? (webhook ? [] : (api.servers ?? [])),
          security: operation.security ?? (webhook ? [] : (api.security ?? [])),
        };
        tag.operations.push(model);
        operations.push(model);
      }
    }
  }
  const names = new Map<object, string>(
    Object.entries(api.components?.schemas ?? {}).map(([name, schema]) => [schema, name]),
  );
  return {
    ...settings,
    route,
    spec,
    product,
    api,
    title: api.info.title,
    tags: [...tags.values()].filter((t) => t.operations.length > 0),
    operations,
    names,
    origins: origins(api),
  };
}

/**
 * The first place each object appears, components first: after dereferencing, an object used
 * through `$ref` sits at every place that referred to it, but it is written where it is defined.
 */
function origins(api: OpenApiDocument): Map<object, string> {
  const found = new Map<object, string>();
  const walk = (value: unknown, at: string) => {
    if (typeof value !== 'object' || value === null || found.has(value)) return;
    found.set(value, at);
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${at}/${i}`));
    else for (const [key, item] of Object.entries(value)) walk(item, at + pointer(key));
  };
  walk(api.components, '/components');
  walk(api, '');
  return found;
}

/**
 * The product token replaced in every string and key of the document, in place (objects are
 * shared after dereferencing). Descriptions are left alone: they are Markdown, which the page
 * compiler resolves itself, and their link targets need the token to find the file linked to.
 */
function resolveProduct(value: unknown, product: ResolvedConfig['product'], seen = new Set<object>()): unknown {
  if (typeof value === 'string') return replaceProductInText(value, product);
  if (typeof value !== 'object' || value === null || seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((item, i) => (value[i] = resolveProduct(item, product, seen)));
    return value;
  }
  const record = value as Record<string, unknown>;
  // Rebuilt in order: a renamed key keeps its place.
  const entries = Object.entries(record);
  for (const [key] of entries) delete record[key];
  for (const [key, item] of entries)
    record[replaceProductInText(key, product)] =
      key === 'description' && typeof item === 'string' ? item : resolveProduct(item, product, seen);
  return record;
}

/**
 * Response statuses in reading order: by class (2xx before 4xx), exact codes before a range of
 * their class ("404" before "4XX"), "default" last. (JavaScript lists integer-like keys first,
 * so an object's own order would put "401" before "2XX".)
 */
export function responseOrder(a: string, b: string): number {
  const rank = (status: string) =>
    status === 'default' ? 9_000 : Number(status[0]) * 1000 + (/^\d+$/.test(status) ? Number(status) % 1000 : 999);
  return rank(a) - rank(b);
}
