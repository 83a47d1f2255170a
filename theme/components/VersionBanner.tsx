import { useSite } from '../context.js';
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
  const targetOf = useVersionTarget();
  const version = site.versions.find((v) => v.name === page.version);
  if (!version?.banner) return null;
  const last = lastVersionOf(site.versions);
  const title = site.config.title;
  return (
    <div className="version-banner" role="note">
      <p>
        {version.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {title} <b>{version.label}</b> version.
          </>
        ) : (
          <>
            This is documentation for {title} <b>{version.label}</b>, which is no longer actively maintained.
          </>
        )}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <b>
          <a href={withBaseUrl(site.config, targetOf(last))} data-version-choice={last.name}>
            latest version
          </a>
        </b>{' '}
        ({last.label}).
      </p>
    </div>
  );
}

/** "Version: 2.x" above a page of a version that shows its badge (by default: every version of a site with several). */
export function VersionBadge({ page }: { page: PageData }) {
  const { site } = useSite();
  const version = site.versions.find((v) => v.name === page.version);
  return version?.badge ? <span className="version-badge">Version: {version.label}</span> : null;
}
