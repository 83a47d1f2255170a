/**
 * A blog written as Docusaurus' blog documentation shows one: dated files and a dated folder with
 * its image, front matter date and slug, authors.yml (with socials and an author page) and inline
 * authors, tags.yml and inline tags, both truncate markers, a draft, an unlisted post, links from
 * a post to a doc and from a doc to a post.
 */
export const BLOG_CONFIG = `{
  title: 'Test docs',
  url: 'https://test.example.com',
  footer: { copyright: 'Copyright © 2025 Test' },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  blog: {
    postsPerPage: 2,
    blogSidebarCount: 3,
    blogSidebarTitle: 'Latest',
    editUrl: 'https://github.com/acme/site/edit/main/',
    onInlineTags: 'ignore',
    feedOptions: { type: 'all', copyright: 'Copyright © 2025 Acme', title: 'Acme blog' },
  },
}`;

export const BLOG_FILES: Record<string, string> = {
  'docs/intro.md':
    '# Introduction\n\nRead [the first post](../blog/2024-01-02-welcome.md) or [the release](/blog/releases/v1).\n',
  'blog/authors.yml': `slorber:
  name: Sébastien Lorber
  title: Docusaurus maintainer
  url: https://sebastienlorber.com
  image_url: /img/slorber.svg
  page: true
  socials:
    x: sebastienlorber
    github: slorber
yangshun:
  name: Yangshun Tay
  title: Front End Engineer
  image_url: /img/yangshun.svg
`,
  'blog/tags.yml': `release:
  label: Release
  permalink: /releases
  description: Release notes
hello:
`,
  'blog/2024-01-02-welcome.md': `---
title: Welcome
authors: [slorber, yangshun]
tags: [hello, docusaurus]
---

This is the summary of the welcome post.

<!-- truncate -->

## After the fold

See [the introduction](../docs/intro.md) and [the release](./2024-03-10-release/index.md).
`,
  'blog/2024-03-10-release/index.md': `---
authors:
  - name: Joel Marcey
    title: Co-creator of Docusaurus 1
    url: https://github.com/JoelMarcey
    socials:
      github: JoelMarcey
tags: [release]
slug: releases/v1
---

# Version 1.0

The release's summary, with its diagram:

![Architecture](./architecture.png)

{/* truncate */}

Everything else about the release.
`,
  'blog/2024-03-10-release/architecture.png': '\x89PNG\r\n\x1a\n',
  'blog/undated.mdx': `---
title: A post dated by its front matter
date: 2023-06-01T10:00:00Z
authors: slorber
---

Short post with no marker.
`,
  'blog/2024-02-01-draft.md': '---\ntitle: Draft\ndraft: true\n---\n\nNot yet.\n',
  'blog/2024-02-02-secret.md': '---\ntitle: Secret\nunlisted: true\n---\n\nOnly by its link.\n',
  'blog/_notes.md': '# Not a post\n',
  'static/img/slorber.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="20"/></svg>',
  'static/img/yangshun.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>',
};
