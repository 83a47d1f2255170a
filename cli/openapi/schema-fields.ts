/**
 * A JSON schema as the nested field table readers see: one row per property with its type,
 * whether it is required, its constraints and description, nested objects and array items as
 * collapsible children, and `oneOf`/`anyOf` as alternatives. `allOf` is merged into one object.
 */
import type { SchemaObject } from './spec-types.js';

export interface FieldNode {
  name: string;
  type: string;
  required: boolean;
  deprecated: boolean;
  description: string | null;
  /** The schema the description belongs to (to find it in the source for errors). */
  schema: SchemaObject;
  /** "≥ 1", "at most 100 items", "pattern ^[a-z]+$" ... */
  constraints: string[];
  enumValues: unknown[] | null;
  /** undefined when the schema has no default. */
  defaultValue: unknown;
  children: FieldNode[];
  variants: Variants | null;
  /** The schema contains itself here: its fields are the ones above. */
  recursive: boolean;
}

export interface Variants {
  kind: 'oneOf' | 'anyOf';
  options: {
    label: string;
    fields: FieldNode[];
    variants: Variants | null;
    description: string | null;
    schema: SchemaObject;
  }[];
}

export interface FieldOptions {
  /** Request bodies leave out readOnly properties; responses leave out writeOnly ones. */
  direction: 'request' | 'response';
  /** Component name of each schema object (after dereferencing, a `$ref` is the same object). */
  names: Map<object, string>;
}

const MAX_DEPTH = 12;

/** The fields of a body schema (an object's properties; an array's item properties), and its alternatives. */
export function schemaFields(
  schema: SchemaObject,
  options: FieldOptions,
): { fields: FieldNode[]; variants: Variants | null } {
  return contents(merged(schema), options, [schema]);
}

function contents(
  schema: SchemaObject,
  options: FieldOptions,
  ancestors: SchemaObject[],
): { fields: FieldNode[]; variants: Variants | null } {
  if (ancestors.length > MAX_DEPTH) return { fields: [], variants: null };
  const target = types(schema).includes('array') && schema.items ? merged(schema.items) : schema;
  const required = new Set(target.required ?? []);
  const fields: FieldNode[] = [];
  for (const [name, property] of Object.entries(target.properties ?? {})) {
    if (options.direction === 'request' && property.readOnly) continue;
    if (options.direction === 'response' && property.writeOnly) continue;
    fields.push(field(name, property, required.has(name), options, ancestors));
  }
  if (target.additionalProperties && typeof target.additionalProperties === 'object') {
    fields.push(field('*', target.additionalProperties, false, options, ancestors, 'Any other property name.'));
  }
  const alternatives = target.oneOf ? 'oneOf' : target.anyOf ? 'anyOf' : null;
  const variants: Variants | null = alternatives
    ? {
        kind: alternatives,
        options: target[alternatives]!.map((option, i) => {
          const inner = contents(merged(option), options, [...ancestors, option]);
          return {
            label: optionLabel(option, i, options),
            fields: inner.fields,
            variants: inner.variants,
            description: option.description ?? null,
            schema: option,
          };
        }),
      }
    : null;
  return { fields, variants };
}

function field(
  name: string,
  raw: SchemaObject,
  required: boolean,
  options: FieldOptions,
  ancestors: SchemaObject[],
  fallbackDescription?: string,
): FieldNode {
  const schema = merged(raw);
  const recursive = ancestors.includes(raw);
  const inner = recursive ? { fields: [], variants: null } : contents(schema, options, [...ancestors, raw]);
  return {
    name,
    type: typeLabel(raw, options.names),
    required,
    deprecated: Boolean(schema.deprecated),
    description: raw.description ?? schema.description ?? fallbackDescription ?? null,
    schema: raw.description !== undefined ? raw : schema,
    constraints: constraints(schema),
    enumValues: schema.enum ?? (schema.const !== undefined ? [schema.const] : null),
    defaultValue: schema.default,
    children: inner.fields,
    variants: inner.variants,
    recursive,
  };
}

/** allOf folded into one schema: properties and required lists joined, the rest first-wins. */
export function merged(schema: SchemaObject): SchemaObject {
  if (!schema.allOf) return schema;
  const { allOf, ...own } = schema;
  const result: SchemaObject = { ...own, properties: { ...own.properties }, required: [...(own.required ?? [])] };
  for (const part of allOf.map(merged)) {
    for (const [key, value] of Object.entries(part) as [keyof SchemaObject, unknown][]) {
      if (key === 'properties') Object.assign(result.properties!, value);
      else if (key === 'required') result.required!.push(...(value as string[]));
      else if (result[key] === undefined) (result as Record<string, unknown>)[key] = value;
    }
  }
  if (Object.keys(result.properties!).length === 0) delete result.properties;
  if (result.required!.length === 0) delete result.required;
  return result;
}

/** The JSON types a schema allows (3.0's `nullable` as "null"; inferred from enum or const when no type is given). */
export function types(schema: SchemaObject): string[] {
  const list = Array.isArray(schema.type) ? [...schema.type] : schema.type ? [schema.type] : [];
  if (list.length === 0) {
    const values = schema.enum ?? (schema.const !== undefined ? [schema.const] : []);
    for (const value of values) {
      const type =
        value === null
          ? 'null'
          : Array.isArray(value)
            ? 'array'
            : typeof value === 'number' && Number.isInteger(value)
              ? 'integer'
              : typeof value;
      if (!list.includes(type)) list.push(type);
    }
    if (list.length === 0 && (schema.properties || schema.additionalProperties)) list.push('object');
    if (list.length === 0 && schema.items) list.push('array');
  }
  if (schema.nullable && !list.includes('null')) list.push('null');
  return list;
}

export function typeLabel(raw: SchemaObject, names: Map<object, string>): string {
  const schema = merged(raw);
  const name = names.get(raw) ?? schema.title;
  const alternatives = schema.oneOf ?? schema.anyOf;
  const list = types(schema);
  if (list.length === 0 && alternatives)
    return name ?? alternatives.map((option) => typeLabel(option, names)).join(' | ');
  const labels = list.map((type) => {
    if (type === 'array') return schema.items ? `array of ${typeLabel(schema.items, names)}` : 'array';
    if (type === 'object') return name ?? 'object';
    return schema.format && type !== 'null' ? `${type} (${schema.format})` : type;
  });
  return labels.join(' | ') || 'any';
}

function optionLabel(option: SchemaObject, index: number, options: FieldOptions): string {
  const label = typeLabel(option, options.names);
  return option.title && !label.includes(option.title) ? `${option.title}: ${label}` : label || `Option ${index + 1}`;
}

export function constraints(schema: SchemaObject): string[] {
  const out: string[] = [];
  const exclusive = (value: number | boolean | undefined, bound: number | undefined): [number, boolean] | null => {
    if (typeof value === 'number') return [value, true];
    if (bound !== undefined) return [bound, value === true];
    return null;
  };
  const min = exclusive(schema.exclusiveMinimum, schema.minimum);
  const max = exclusive(schema.exclusiveMaximum, schema.maximum);
  if (min && max && !min[1] && !max[1]) out.push(`${min[0]} to ${max[0]}`);
  else {
    if (min) out.push(`${min[1] ? '>' : '≥'} ${min[0]}`);
    if (max) out.push(`${max[1] ? '<' : '≤'} ${max[0]}`);
  }
  const range = (lo: number | undefined, hi: number | undefined, unit: string) => {
    if (lo !== undefined && hi !== undefined) out.push(lo === hi ? `exactly ${lo} ${unit}` : `${lo} to ${hi} ${unit}`);
    else if (lo !== undefined) out.push(`at least ${lo} ${unit}`);
    else if (hi !== undefined) out.push(`at most ${hi} ${unit}`);
  };
  range(schema.minLength, schema.maxLength, 'characters');
  range(schema.minItems, schema.maxItems, 'items');
  if (schema.uniqueItems) out.push('unique items');
  if (schema.pattern) out.push(`pattern ${schema.pattern}`);
  if (schema.readOnly) out.push('read-only');
  if (schema.writeOnly) out.push('write-only');
  return out;
}
