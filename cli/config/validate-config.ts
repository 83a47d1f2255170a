/**
 * Validates a site config once, at the boundary, against the one schema
 * (theme/config-schema.ts), which also fills the defaults. Downstream code sees only
 * ResolvedConfig. Every bad field becomes one readable line naming the field, what it must
 * be and what it got (schema-problems.ts).
 */
import { siteConfigSchema } from '../../theme/config-schema.js';
import type { ResolvedConfig } from '../../theme/types.js';
import { schemaProblems } from './schema-problems.js';

export interface ConfigProblem {
  /** Dotted path of the field: "navbar.items[0].label". */
  field: string;
  message: string;
}

export function validateConfig(input: unknown): { config: ResolvedConfig | null; problems: ConfigProblem[] } {
  const result = siteConfigSchema.safeParse(input, { reportInput: true });
  if (result.success) return { config: result.data, problems: [] };
  return {
    config: null,
    problems: schemaProblems(siteConfigSchema, result.error.issues).map(({ path, field, message }) =>
      path.length === 0
        ? { field: '(config)', message: 'the default export must be an object: export default defineConfig({ ... })' }
        : { field, message },
    ),
  };
}
