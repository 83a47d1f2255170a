/**
 * Validates a site config once, at the boundary, against the one schema
 * (theme/config-schema.ts), which also fills the defaults. Downstream code sees only
 * ResolvedConfig. Every bad field becomes one readable line naming the field, what it must
 * be and what it got.
 */
import type * as z from 'zod';
import { siteConfigSchema } from '../../theme/config-schema.js';
import type { ResolvedConfig } from '../../theme/types.js';

export interface ConfigProblem {
  /** Dotted path of the field: "navbar.items[0].label". */
  field: string;
  message: string;
}

export function validateConfig(input: unknown): { config: ResolvedConfig | null; problems: ConfigProblem[] } {
  const result = siteConfigSchema.safeParse(input, { reportInput: true });
  if (result.success) return { config: result.data, problems: [] };
  return { config: null, problems: result.error.issues.flatMap(problemsOf) };
}

function problemsOf(issue: z.core.$ZodIssue): ConfigProblem[] {
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeys(path, (issue as { input?: unknown }).input);
    return issue.keys.map((key) => ({ field: fieldName([...path, key]), message: `is not a known field (known here: ${known.join(', ')})` }));
  }
  if (path.length === 0) return [{ field: '(config)', message: 'the default export must be an object: export default defineConfig({ ... })' }];
  const input = (issue as { input?: unknown }).input;
  if (input === undefined) return [{ field: fieldName(path), message: `is required (it ${issue.message})` }];
  return [{ field: fieldName(path), message: `${issue.message}, got ${describe(input)}` }];
}

function fieldName(path: (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `the string ${JSON.stringify(v)}`;
  if (typeof v === 'object') return 'an object';
  return `${typeof v} ${String(v)}`;
}

type Definition = { type: string; shape?: Record<string, Schema>; innerType?: Schema; in?: Schema; element?: Schema; valueType?: Schema; options?: Schema[]; values?: unknown[] };
type Schema = { _zod: { def: Definition } };

/** The field names the schema allows at `path` (for the hint of an unknown field); `input`: the object there, whose `type` picks a union's option. */
function knownKeys(path: (string | number)[], input?: unknown): string[] {
  let schema: Schema | undefined = siteConfigSchema as unknown as Schema;
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
  return Object.keys(unwrap(option)?._zod.def.shape ?? def?.shape ?? {}).filter((key) => !(option && key === 'type' && type === undefined));
}
