/**
 * A small whole Docusaurus site, written from inline strings as create-docusaurus' template and
 * Docusaurus' docs for the pages plugin and swizzling show it: a home page in TSX with a CSS
 * module, a component page with Head, a Markdown page, src/theme MDXComponents and Root, a
 * swizzled DocItem/Footer (left out with a warning), custom CSS; no site.config.ts.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CUSTOM_PAGES_FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Fixture Site',
  tagline: 'Dinosaurs are cool',
  url: 'https://example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: { teamEmail: 'team@example.com' },
  presets: [['classic', { docs: {}, blog: false, theme: { customCss: './src/css/custom.css' } }]],
  themeConfig: {
    navbar: { title: 'Fixture', items: [{ to: '/docs/intro', label: 'Docs' }, { to: '/help', label: 'Help' }, { to: '/markdown-page', label: 'Markdown' }] },
    footer: { links: [{ title: 'More', items: [{ label: 'Help', to: '/help' }] }] },
  },
};
`,
  'docs/intro.md': `---
title: Intro
---

Hello <Highlight color="#25c2a0">highlighted</Highlight>, back [home](/) or to [help](/help).
`,
  'docs/plain.md': `# Plain

A page of Markdown only, [home](/).
`,
  'src/css/custom.css': `:root { --ifm-color-primary: #2e8555; }
.help-wrapper { outline: 1px solid transparent; }
`,
  'src/pages/index.module.css': `.heroBanner { padding: 4rem 0; text-align: center; }
`,
  'src/pages/index.tsx': `import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import styles from './index.module.css';

export default function Home(): React.JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  const [count, setCount] = React.useState(0);
  return (
    <Layout title={\`Hello from \${siteConfig.title}\`} description="The fixture's home page">
      <header className={styles.heroBanner}>
        <Heading as="h1">{siteConfig.title}</Heading>
        <p id="tagline">{siteConfig.tagline}: {String(siteConfig.customFields.teamEmail)}</p>
        <Link className="button" to="/docs/intro"><Translate>Read the docs</Translate></Link>
        <a id="help" href={useBaseUrl('/help')}>{translate({ message: 'Get help' })}</a>
        <button type="button" id="counter" onClick={() => setCount(count + 1)}>Clicked {count}</button>
      </header>
      <main><HomepageFeatures /></main>
    </Layout>
  );
}
`,
  'src/pages/help.js': `import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Admonition from '@theme/Admonition';
export default function Help() {
  return (
    <Layout noFooter wrapperClassName="help-wrapper">
      <Head><title>Need help?</title><meta name="description" content="Where to ask" /></Head>
      <h2 id="ask">Ask the forum</h2>
      <Admonition type="tip">Search first: zebrafish answers wait there.</Admonition>
    </Layout>
  );
}
`,
  'src/pages/markdown-page.md': `---
title: Markdown page example
---

You don't need React to write simple standalone pages. <Highlight color="#1877F2">Blue</Highlight>

## Section two {#two}

Text of two, with a [link to the docs](/docs/intro).
`,
  'src/pages/_hidden.js': 'export default function Hidden() { return null; }\n',
  'src/pages/widget.test.js': 'throw new Error("a test file is no page");\n',
  'src/pages/__tests__/thing.js': 'throw new Error("a test file is no page");\n',
  'src/pages/types.d.ts': 'export {};\n',
  'src/components/Highlight.js': `export default function Highlight({ children, color }) {
  return <span className="highlight" style={{ backgroundColor: color, borderRadius: '2px', padding: '0.2rem' }}>{children}</span>;
}
`,
  // create-docusaurus' features: SVG required as React components (SVGR).
  'src/components/HomepageFeatures/index.js': `import Heading from '@theme/Heading';
import Logo from '@site/static/img/logo.svg';
const FeatureList = [{ title: 'Easy to Use', Svg: require('@site/static/img/mountain.svg').default }];
export default function HomepageFeatures() {
  return (
    <section id="features">
      <Logo title="Fixture logo" width={20} />
      {FeatureList.map(({ title, Svg }) => (
        <div key={title}><Svg className="featureSvg" role="img" /><Heading as="h3">{title}</Heading></div>
      ))}
    </section>
  );
}
`,
  'static/img/mountain.svg':
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2" style="fill-rule: evenodd"><path d="M0 10L5 0L10 10z"/></svg>\n',
  'static/img/logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><circle cx="0.5" cy="0.5" r="0.5"/></svg>',
  'src/theme/MDXComponents.js': `import MDXComponents from '@theme-original/MDXComponents';
import Highlight from '@site/src/components/Highlight';
export default { ...MDXComponents, Highlight };
`,
  // As `docusaurus swizzle --wrap Root` writes it: the original Root inside.
  'src/theme/Root.js': `import React from 'react';
import OriginalRoot from '@theme-original/Root';
export default function Root(props) {
  return <div data-root="yes"><OriginalRoot {...props} /></div>;
}
`,
  'src/theme/DocItem/Footer/index.js': 'export default function Footer() { return null; }\n',
  'src/theme/DocItem/Footer/styles.module.css': '.x { color: red; }\n',
};

/** The site in a new temp folder; `extra` adds or replaces files (`only`: is the whole site). */
export async function writeCustomPagesSite(
  extra: Record<string, string> = {},
  options: { only?: boolean } = {},
): Promise<{ dir: string; configFile: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hub-docs-custom-pages-'));
  for (const [relPath, contents] of Object.entries(options.only ? extra : { ...CUSTOM_PAGES_FILES, ...extra })) {
    const file = path.join(dir, relPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, contents);
  }
  return {
    dir,
    configFile: path.join(dir, 'docusaurus.config.js'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
