/**
 * The context a page renders with, made by one rule for every renderer: the server's render of a
 * page, content rendered alone (cli/render/content-entry.tsx), the custom pages' probe and the
 * runtime's islands. The server knows the page's docs version only; the browser also passes what
 * only it knows (its location, the version asked for or preferred, its navigation).
 */
import type { LocationState, SiteContextValue, SiteWideContext } from './context.js';
import type { PageData } from './types.js';
import { docsVersionOf } from './versions.js';

export interface ReaderState {
  location: LocationState;
  /** The docs version the reader chose last (localStorage), if any. */
  preferred: string | null;
}

export function pageContext(
  shared: SiteWideContext,
  page: PageData | null,
  route: string,
  options: { reader?: ReaderState | null; navigate?: SiteContextValue['navigate'] } = {},
): SiteContextValue {
  const { reader, navigate = () => {} } = options;
  const location = reader?.location ?? { pathname: route, search: '', hash: '' };
  const docsVersion = docsVersionOf(
    shared.site.versions,
    page,
    reader ? { search: location.search, preferred: reader.preferred } : null,
  );
  return { ...shared, route, page, docsVersion, location, navigate };
}
