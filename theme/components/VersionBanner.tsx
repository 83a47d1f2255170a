import { useSite, useTranslate } from '../context.js';
import { withBaseUrl } from '../url.js';
import type { PageData } from '../types.js';
import { lastVersionOf, useVersionTarget } from '../versions.js';

/**
 * Docusaurus' version banner above each page of a version that is not the last: unreleased
 * (newer than the last) or no longer maintained (older), with a link to the same page in the
 * last version (else its main page); following it makes the last version the preferred one.
 */
export function VersionBanner({ page }: { page: PageData }) {
  const { site } = useSite();
  const { t, nodes } = useTranslate();
  const targetOf = useVersionTarget();
  const version = site.versions.find((v) => v.name === page.version);
  if (!version?.banner) return null;
  const last = lastVersionOf(site.versions);
  const label = { siteTitle: site.config.title, versionLabel: <b>{version.label}</b> };
  const link = (
    <b>
      <a href={withBaseUrl(site.config, targetOf(last))} data-version-choice={last.name}>
        {t('theme.docs.versions.latestVersionLinkLabel')}
      </a>
    </b>
  );
  return (
    <div className="version-banner" role="note">
      <p>
        {nodes(
          version.banner === 'unreleased'
            ? 'theme.docs.versions.unreleasedVersionLabel'
            : 'theme.docs.versions.unmaintainedVersionLabel',
          label,
        )}
      </p>
      <p>
        {nodes('theme.docs.versions.latestVersionSuggestionLabel', {
          latestVersionLink: link,
          versionLabel: last.label,
        })}
      </p>
    </div>
  );
}

/** "Version: 2.x" above a page of a version that shows its badge (by default: every version of a site with several). */
export function VersionBadge({ page }: { page: PageData }) {
  const { site } = useSite();
  const { t } = useTranslate();
  const version = site.versions.find((v) => v.name === page.version);
  return version?.badge ? (
    <span className="version-badge">{t('theme.docs.versionBadge.label', { versionLabel: version.label })}</span>
  ) : null;
}
