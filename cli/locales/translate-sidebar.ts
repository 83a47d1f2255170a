/**
 * A docs version's sidebars in a locale: Docusaurus' `current.json` (`version-<name>.json`) ids
 * applied to what the sidebar shows: `sidebar.<sidebarId>.category.<label>` a category's label,
 * `sidebar.<sidebarId>.category.<label>.link.generated-index.title` / `.description` its
 * generated index page, `sidebar.<sidebarId>.link.<label>` a link's label,
 * `sidebar.<sidebarId>.doc.<label>` a doc's label given by the sidebars file. Breadcrumbs and the
 * generated index pages' titles follow their category.
 */
import type { SidebarItem } from '../../theme/types.js';
import type { SidebarResult } from '../pipeline/build-sidebar.js';
import type { Messages } from './translation-files.js';

export function translateSidebar(result: SidebarResult, messages: Messages): SidebarResult {
  if (messages.size === 0) return result;
  /** Category label in the default locale → translated, per sidebar (for the breadcrumbs). */
  const categories = new Map<string, Map<string, string>>();
  const generatedTitles = new Map(result.generatedTitles);
  const walk = (sidebarId: string, items: SidebarItem[]): SidebarItem[] =>
    items.map((item) => {
      if (item.type === 'html') return item;
      if (item.type === 'link') {
        const id = item.key ?? item.label;
        const label =
          messages.get(`sidebar.${sidebarId}.link.${id}`) ??
          messages.get(`sidebar.${sidebarId}.doc.${id}`) ??
          item.label;
        return label === item.label ? item : { ...item, label };
      }
      const key = `sidebar.${sidebarId}.category.${item.key ?? item.label}`;
      const label = messages.get(key) ?? item.label;
      categories.get(sidebarId)!.set(item.label, label);
      const generated = item.href ? generatedTitles.get(item.href) : undefined;
      if (generated && item.href)
        generatedTitles.set(item.href, {
          title:
            messages.get(`${key}.link.generated-index.title`) ??
            (generated.title === item.label ? label : generated.title),
          description: messages.get(`${key}.link.generated-index.description`) ?? generated.description,
        });
      return { ...item, label, items: walk(sidebarId, item.items) };
    });
  const sidebars = Object.fromEntries(
    Object.entries(result.sidebars).map(([id, items]) => {
      categories.set(id, new Map());
      return [id, walk(id, items)];
    }),
  );
  const navigation = new Map(
    [...result.navigation].map(([route, nav]) => {
      const labels = categories.get(result.sidebarOf.get(route) ?? '');
      return [
        route,
        labels
          ? {
              ...nav,
              breadcrumbs: nav.breadcrumbs.map((crumb) => ({
                ...crumb,
                title: labels.get(crumb.title) ?? crumb.title,
              })),
            }
          : nav,
      ];
    }),
  );
  return { ...result, sidebars, navigation, generatedTitles };
}
