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
    items: [
      { label: 'Getting started', href: '/getting-started' },
      { label: 'Concepts', href: '/core-concepts' },
      { label: 'Schema', href: '/schema' },
      { label: 'Troubleshooting', href: '/troubleshooting' },
      { label: 'API reference', href: '/api-reference' },
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
  openapi: [{ spec: 'api/hub.openapi.yaml', route: '/api-reference', label: 'API reference' }],
});
