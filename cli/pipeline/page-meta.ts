/**
 * What a page says about its source, at its end: the "Edit this page" link and the "Last
 * updated" date. The edit link follows Docusaurus: `docs.editUrl` as a prefix to the file's path
 * from the site's folder (`docs/guide/setup.mdx`), or as a function of the doc's paths; front
 * matter `custom_edit_url` replaces it (null: no link). The date is the file's last commit
 * (git-dates.ts), or front matter `last_update.date`.
 */
import path from 'node:path';
import type { PageData, ResolvedConfig } from '../../theme/types.js';
import { HubDocsError } from '../errors.js';
import type { FrontMatter } from './front-matter.js';
import { formatDate } from '../../theme/messages/format.js';
import { withBaseUrl } from '../../theme/url.js';

export type PageMeta = Pick<PageData, 'editUrl' | 'lastUpdated'>;

const posix = (file: string) => file.split(path.sep).join('/');

export interface PageMetaOptions {
  config: ResolvedConfig;
  configFile: string;
  /**
   * The folder of the config (Docusaurus' siteDir), and the docs folder of the pages' version
   * (versioned_docs/version-1.0 for "1.0").
   */
  siteDir: string;
  docsDir: string;
  /** Their version's name ("current" for the docs folder), given to an editUrl function. */
  versionName: string;
  /** Absolute file → Unix seconds of its last commit (lastCommitDates). */
  commitDates: Map<string, number>;
  /** The locale the date is written for ("Mar 14, 2025", "14 mars 2025"). */
  locale: string;
}

/** The meta of a page made from `file` (a doc, or the OpenAPI file of a reference page). */
export function pageMetaReader(
  options: PageMetaOptions,
): (page: { file: string; route: string; frontMatter?: FrontMatter }) => PageMeta {
  const { config, siteDir, docsDir, commitDates } = options;
  const { editUrl, showLastUpdateTime } = config.build;
  const versionDocsDirPath = posix(path.relative(siteDir, docsDir));
  const editUrlOf = (file: string, route: string): string | null => {
    if (editUrl === null) return null;
    const docPath = posix(path.relative(docsDir, file));
    if (typeof editUrl === 'string')
      return `${editUrl.replace(/\/+$/, '')}/${path.posix.normalize(`${versionDocsDirPath}/${docPath}`)}`;
    try {
      return (
        editUrl({
          docPath,
          versionDocsDirPath,
          permalink: withBaseUrl(config, route),
          locale: config.locale.code,
          version: options.versionName,
        }) ?? null
      );
    } catch (cause) {
      throw new HubDocsError(`docs.editUrl failed for ${docPath}: ${(cause as Error).message}`, {
        location: { file: options.configFile },
        hint: 'the function is given { docPath, versionDocsDirPath, permalink, locale, version } and returns a URL or undefined',
        cause,
      });
    }
  };
  return ({ file, route, frontMatter }) => {
    const custom = frontMatter?.custom_edit_url;
    const fromFrontMatter = frontMatter?.last_update?.date;
    const seconds = commitDates.get(path.resolve(file));
    const date =
      fromFrontMatter !== undefined
        ? new Date(fromFrontMatter)
        : seconds !== undefined
          ? new Date(seconds * 1000)
          : null;
    return {
      editUrl: custom !== undefined ? custom : editUrlOf(file, route),
      lastUpdated:
        showLastUpdateTime && date
          ? {
              date: fromFrontMatter ?? date.toISOString().replace('.000Z', 'Z'),
              text: formatDate(date, options.locale),
            }
          : null,
    };
  };
}
