import { defineConfig } from './cli/config/define-config.js';

export default defineConfig({
  title: 'Connector developer documentation',
  tagline: 'Send and receive canonical business data through one hub.',
  url: 'https://docs.example.com',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  product: { name: 'Switchboard', slug: 'switchboard' },
  i18n: { defaultLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } },
  navbar: {
    title: 'Connector docs',
    logo: { src: '/img/logo.svg', alt: 'Hub logo', width: 32, height: 32 },
    // Links to docs by id follow the docs version being read; the dropdown shows once docs/ has a released version
    // (hub-docs version NAME).
    items: [
      { label: 'Getting started', docId: 'getting-started/index' },
      { label: 'Concepts', docId: 'core-concepts/index' },
      { label: 'Schema', docId: 'schema/index' },
      { label: 'Troubleshooting', docId: 'troubleshooting' },
      { label: 'API reference', href: '/api-reference' },
      { type: 'docsVersionDropdown', position: 'right' },
    ],
  },
  footer: {
    logo: { src: '/img/logo.svg', alt: 'Hub logo', width: 32, height: 32 },
    copyright: 'Copyright © 2025 Connector developer documentation. Built with hub-docs.',
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  prism: { theme: 'github', darkTheme: 'dracula' },
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  mermaid: true,
  search: {
    resultsLimit: 8,
    maxResults: 50,
    contextLength: 50,
    contexts: [
      { label: 'Schema reference', path: '/schema' },
      { label: 'Troubleshooting', path: '/end-user-guide/troubleshooting' },
    ],
  },
  docs: { versionLabel: 'Next' },
  // The hub's own docs must have no broken link or anchor: each fails the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  // An unknown admonition stops this site's build (Docusaurus, and hub-docs by default, only warn).
  markdown: { hooks: { onUnusedMarkdownDirectives: 'throw' } },
  openapi: [{ spec: 'api/hub.openapi.yaml', route: '/api-reference', label: 'API reference' }],
});
