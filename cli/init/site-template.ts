/**
 * The files `hub-docs init` writes: a small working site that shows what a page can hold (front
 * matter, a sidebar category, an image, a code block, an admonition, a tab group), each file
 * short enough to read before replacing it.
 */

/** A title for the site from the project's name (`my-product` → `My product docs`). */
export function siteTitle(projectName: string): string {
  const words = projectName
    .replace(/^@[^/]+\//, '')
    .replace(/[-_.]+/g, ' ')
    .trim();
  return words ? `${words[0].toUpperCase()}${words.slice(1)} docs` : 'Documentation';
}

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><title>Logo</title><rect width="32" height="32" rx="7" fill="#2e6bd1"/><path d="M9 10h14M9 16h14M9 22h9" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/></svg>
`;

const LAYOUT = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 240" width="480" height="240" font-family="system-ui, sans-serif" font-size="14">
  <title>How hub-docs lays out a page: the sidebar, the page, and its table of contents</title>
  <rect x="1" y="1" width="478" height="238" rx="8" fill="#f5f7fa" stroke="#8a94a6"/>
  <rect x="1" y="1" width="478" height="36" rx="8" fill="#2e6bd1"/>
  <text x="16" y="24" fill="#fff">Navbar</text>
  <rect x="16" y="52" width="110" height="172" rx="4" fill="#fff" stroke="#c3c9d4"/>
  <text x="28" y="76" fill="#1c2330">Sidebar</text>
  <rect x="140" y="52" width="200" height="172" rx="4" fill="#fff" stroke="#c3c9d4"/>
  <text x="152" y="76" fill="#1c2330">Page</text>
  <rect x="354" y="52" width="110" height="172" rx="4" fill="#fff" stroke="#c3c9d4"/>
  <text x="364" y="76" fill="#1c2330">On this page</text>
</svg>
`;

/** `packageName`: what the example install commands install (the project's package, else a placeholder). */
export function siteFiles(title: string, packageName = 'your-package'): Record<string, string> {
  return {
    'site.config.ts': `import { defineConfig } from 'hub-docs';

// Your editor completes and checks every field; hub-docs' README describes them ("site.config.ts reference").
export default defineConfig({
  title: ${JSON.stringify(title)},
  tagline: 'What this project does, in one sentence.',
  // Where the site will be published: canonical URLs and the sitemap use it.
  url: 'https://docs.example.com',
  // The path the site is served under: '/docs/' for https://example.com/docs/.
  baseUrl: '/',
  favicon: '/img/logo.svg',
  navbar: {
    title: ${JSON.stringify(title)},
    logo: { src: '/img/logo.svg', alt: '', width: 32, height: 32 },
    items: [{ label: 'Guides', docId: 'guides/write-a-page' }],
  },
});
`,
    'docs/intro.mdx': `---
title: Introduction
slug: /
sidebar_position: 1
description: What this documentation covers and where to start.
---

Welcome. This page is \`docs/intro.mdx\`: edit it while \`hub-docs serve\` runs and the browser
shows the change as you save.

![How a page is laid out: the sidebar, the page and its table of contents](./img/layout.svg)

## Install

<Tabs groupId="package-manager">
<TabItem value="npm" label="npm" default>

\`\`\`bash
npm install ${packageName}
\`\`\`

</TabItem>
<TabItem value="pnpm" label="pnpm">

\`\`\`bash
pnpm add ${packageName}
\`\`\`

</TabItem>
</Tabs>

:::tip Next
Read [how to write a page](./guides/write-a-page.mdx), then replace these pages with yours.
:::
`,
    'docs/img/layout.svg': LAYOUT,
    'docs/guides/_category_.json': `${JSON.stringify({ label: 'Guides', position: 2, link: { type: 'generated-index', slug: '/category/guides', description: 'How to write and organise pages.' } }, null, 2)}\n`,
    'docs/guides/write-a-page.mdx': `---
title: Write a page
description: Where pages go, how they are ordered, and what Markdown they can use.
---

Every \`.md\` or \`.mdx\` file under \`docs/\` is a page; its path is its URL
(\`docs/guides/write-a-page.mdx\` → \`/guides/write-a-page\`). A folder is a sidebar section, named
and placed by its \`_category_.json\`; \`sidebar_position\` in a page's front matter orders it.

A code block names its language, and may have a title and highlighted lines:

\`\`\`ts title="greet.ts" {2}
export function greet(name: string): string {
  return \`Hello, \${name}!\`;
}
\`\`\`

:::note
Admonitions come in five kinds: \`note\`, \`tip\`, \`info\`, \`warning\` and \`danger\`.
:::
`,
    'static/img/logo.svg': LOGO,
  };
}

/** What the output and the caches are, for .gitignore. */
export const IGNORED = ['/build/', 'node_modules/'];
