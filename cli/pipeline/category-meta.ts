/**
 * What a folder's `_category_.json|yml` says, declared once as a zod schema (Docusaurus' keys and
 * meanings): scan-docs.ts reads it through it, so every bad key is an error at its line and column;
 * the scan cache keeps the result.
 */
import * as z from 'zod';

const text = () => z.string({ error: 'must be a string' });
const flag = () => z.boolean({ error: 'must be true or false' });
const LINK = 'must be { "type": "generated-index" } or { "type": "doc", "id": "..." }, or null';

export const categoryFileSchema = z.strictObject(
  {
    /** The category's label in the sidebar (else the folder's name). */
    label: text().optional(),
    /** Its order among its siblings (then by name). */
    position: z.number({ error: 'must be a number' }).optional(),
    collapsed: flag().optional(),
    collapsible: flag().optional(),
    /** Class name of the category's sidebar item. */
    className: text().optional(),
    /** Its translation key in current.json, when not its label (Docusaurus 3.8's `key`). */
    key: text().optional(),
    /** Its page: a generated index of its items, or one of its docs; null: none. */
    link: z
      .union(
        [
          z.object({
            type: z.literal('generated-index'),
            slug: text().optional(),
            title: text().optional(),
            description: text().optional(),
          }),
          z.object({ type: z.literal('doc'), id: text() }),
        ],
        { error: LINK },
      )
      .nullable()
      .optional(),
    /** Docusaurus' own keys that hub-docs' sidebar does not show. */
    customProps: z.record(z.string(), z.unknown(), { error: 'must be an object' }).optional(),
    description: text().optional(),
  },
  { error: 'must be an object of category fields: { "label": "Guides", "position": 2 }' },
);

export type CategoryMeta = Omit<z.output<typeof categoryFileSchema>, 'customProps' | 'description'> & {
  /** Folder relative to the docs folder ("" is the root). */
  dir: string;
};
