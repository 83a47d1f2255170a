/**
 * Turns a zod schema's failures into one readable line per field: its dotted path, what it must be
 * and what it got (an unknown field: what is known there). The site config, front matter, category
 * files, sidebars files and versions.json all report through it; each adds where the field is
 * written (file:line:col).
 */
import type * as z from 'zod';

export interface SchemaProblem {
  /** Where the field is in the value: ['navbar', 'items', 0, 'label']. */
  path: (string | number)[];
  /** Dotted path of the field: "navbar.items[0].label". */
  field: string;
  message: string;
}

/** `root`: the schema, for the names an unknown field's hint lists. */
export function schemaProblems(root: z.core.$ZodType, issues: z.core.$ZodIssue[]): SchemaProblem[] {
  return issues.flatMap((issue) => problemsOf(root, issue));
}

function problemsOf(root: z.core.$ZodType, issue: z.core.$ZodIssue): SchemaProblem[] {
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeys(root, path, (issue as { input?: unknown }).input);
    return issue.keys.map((key) => ({
      path: [...path, key],
      field: fieldName([...path, key]),
      message: `is not a known field (known here: ${known.join(', ')})`,
    }));
  }
  const input = (issue as { input?: unknown }).input;
  if (input === undefined && path.length > 0)
    return [{ path, field: fieldName(path), message: `is required (it ${issue.message})` }];
  return [{ path, field: fieldName(path), message: `${issue.message}, got ${describe(input)}` }];
}

export function fieldName(path: (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** A value as a message says what was got. */
export function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `the string ${JSON.stringify(v)}`;
  if (typeof v === 'object') return 'an object';
  return `${typeof v} ${String(v)}`;
}

type Definition = {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  valueType?: Schema;
  options?: Schema[];
  values?: unknown[];
};
type Schema = { _zod: { def: Definition } };

/**
 * The field names the schema allows at `path` (for the hint of an unknown field); `input`: the
 * object there, whose `type` picks a union's option.
 */
function knownKeys(root: z.core.$ZodType, path: (string | number)[], input?: unknown): string[] {
  let schema: Schema | undefined = root as unknown as Schema;
  const unwrap = (s: Schema | undefined): Schema | undefined => {
    let current = s;
    for (;;) {
      const def: Definition | undefined = current?._zod.def;
      const next: Schema | undefined = def?.innerType ?? (def?.type === 'pipe' ? def.in : undefined);
      if (!next) return current;
      current = next;
    }
  };
  for (const segment of path) {
    const def: Definition | undefined = unwrap(schema)?._zod.def;
    schema = typeof segment === 'number' ? def?.element : (def?.shape?.[segment] ?? def?.valueType);
  }
  const def = unwrap(schema)?._zod.def;
  // A navbar item is a link or a typed item (discriminated by `type`): the option the input is.
  const type = typeof input === 'object' && input !== null ? (input as { type?: unknown }).type : undefined;
  const option = def?.options?.find((o) => {
    const discriminator = unwrap(o)?._zod.def.shape?.type?._zod.def;
    return discriminator?.type === 'literal' ? discriminator.values?.includes(type) : type === undefined;
  });
  return Object.keys(unwrap(option)?._zod.def.shape ?? def?.shape ?? {}).filter(
    (key) => !(option && key === 'type' && type === undefined),
  );
}
