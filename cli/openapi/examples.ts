/**
 * Example values: the writer's own (`example`, the first of `examples`) wherever the spec has
 * one, otherwise generated from the schema by openapi-sampler (deterministic: the same schema
 * gives the same sample, so builds stay byte-identical).
 */
import { sample } from 'openapi-sampler';
import type { ExampleObject, MediaTypeObject, ParameterObject, SchemaObject } from './spec-types.js';
import { merged, types } from './schema-fields.js';

type Direction = 'request' | 'response';

function firstExample(examples: Record<string, ExampleObject> | undefined): { value: unknown } | null {
  for (const example of Object.values(examples ?? {})) if (example.value !== undefined) return { value: example.value };
  return null;
}

export function schemaExample(schema: SchemaObject, direction: Direction): unknown {
  return sample(schema as never, {
    skipReadOnly: direction === 'request',
    skipWriteOnly: direction === 'response',
    quiet: true,
    maxSampleDepth: 8,
  });
}

/** The example body of a media type, or undefined when it has neither an example nor a schema. */
export function mediaExample(media: MediaTypeObject, direction: Direction): unknown {
  if (media.example !== undefined) return media.example;
  const named = firstExample(media.examples);
  if (named) return named.value;
  return media.schema ? schemaExample(media.schema, direction) : undefined;
}

/**
 * The value a sample request uses for a parameter, and whether the writer gave it (samples leave out optional
 * parameters they would invent).
 */
export function parameterExample(parameter: Omit<ParameterObject, 'name' | 'in'>): { value: unknown; given: boolean } {
  if (parameter.example !== undefined) return { value: parameter.example, given: true };
  const named = firstExample(parameter.examples);
  if (named) return { value: named.value, given: true };
  const schema = parameter.schema ? merged(parameter.schema) : undefined;
  if (!schema) return { value: 'value', given: false };
  if (schema.example !== undefined) return { value: schema.example, given: true };
  if (schema.examples?.length) return { value: schema.examples[0], given: true };
  if (schema.default !== undefined) return { value: schema.default, given: false };
  if (schema.enum?.length) return { value: schema.enum[0], given: false };
  const value = schemaExample(schema, 'request');
  return { value: value ?? (types(schema).includes('integer') ? 1 : 'value'), given: false };
}
