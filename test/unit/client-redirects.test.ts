/**
 * cli/pipeline/client-redirects.ts: Docusaurus' client redirects, checked as Docusaurus checks them and as links are.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collectRedirects, redirectPageHtml } from '../../cli/pipeline/client-redirects.js';
import { validateConfig } from '../../cli/config/validate-config.js';
import { adaptDocusaurusConfig } from '../../cli/config/docusaurus-config.js';
import { HubDocsErrorList, type HubDocsError } from '../../cli/errors.js';
import type { ResolvedConfig, SiteConfig } from '../../theme/types.js';
import { messagesFor } from '../../theme/messages/messages-for.js';

const CONFIG_FILE = '/site/docusaurus.config.js';
const ROUTES = ['/', '/404', '/docs/intro', '/docs/guide', '/search'];
const configWith = (extra: Partial<SiteConfig>): ResolvedConfig => {
  const { config, problems } = validateConfig({
    title: 'T',
    url: 'https://t.example.com',
    baseUrl: '/base/',
    ...extra,
  });
  assert.deepEqual(problems, []);
  return config!;
};
const collect = (extra: Partial<SiteConfig>) =>
  collectRedirects({ config: configWith(extra), configFile: CONFIG_FILE, routes: ROUTES });

test('rules from `redirects` (one path or several), createRedirects (every route but the 404) and the extension options; sorted, each to the file of its route', () => {
  const seen: string[] = [];
  const { redirects, warnings } = collect({
    clientRedirects: {
      redirects: [{ from: ['/old', '/older/'], to: '/docs/intro' }],
      createRedirects: (route) => {
        seen.push(route);
        return route === '/docs/guide' ? ['/guide', '/manual'] : undefined;
      },
      fromExtensions: ['html'],
    },
  });
  assert.deepEqual(warnings, []);
  assert.deepEqual(seen, ['/', '/docs/intro', '/docs/guide', '/search']);
  assert.deepEqual(
    redirects.map((r) => `${r.from} → ${r.to} (${r.file})`),
    [
      '/docs/guide.html → /docs/guide (docs/guide.html)',
      '/docs/intro.html → /docs/intro (docs/intro.html)',
      '/guide → /docs/guide (guide/index.html)',
      '/manual → /docs/guide (manual/index.html)',
      '/old → /docs/intro (old/index.html)',
      '/older → /docs/intro (older/index.html)',
      '/search.html → /search (search.html)',
    ],
  );
});

test('a target that is no page is a broken link (a warning, or an error with onBrokenLinks "throw"); a redirect from a page is left out; a path given twice keeps its first target', () => {
  const rules = {
    redirects: [
      { from: '/gone', to: '/docs/nowhere' },
      { from: '/docs/guide', to: '/docs/intro' },
      { from: ['/twice'], to: '/docs/intro' },
      { from: '/twice', to: '/docs/guide' },
      { from: '/out', to: 'https://elsewhere.example.com/x' },
    ],
  };
  const { redirects, warnings } = collect({ clientRedirects: rules });
  const messages = warnings.map((w) => w.message);
  assert.deepEqual(messages, [
    'two redirects from /twice: to /docs/intro (clientRedirects.redirects[2]) and to /docs/guide (clientRedirects.redirects[3]); the first is kept',
    'the redirect from /docs/guide (clientRedirects.redirects[1]) is left out: /docs/guide is a page of the site',
    'the redirect from /gone (clientRedirects.redirects[0]) goes to /docs/nowhere, which is no page of the site',
  ]);
  assert.ok(
    warnings.every((w) => w.location?.file === CONFIG_FILE),
    'each names the config file',
  );
  assert.deepEqual(
    redirects.map((r) => r.from),
    ['/gone', '/out', '/twice'],
    'a broken target is still written (as Docusaurus leaves a broken link), a URL is not checked',
  );
  assert.throws(
    () => collect({ clientRedirects: rules, onBrokenLinks: 'throw' }),
    /the redirect from \/gone \(clientRedirects\.redirects\[0\]\) goes to \/docs\/nowhere, which is no page of the site/,
  );
  assert.deepEqual(collect({ clientRedirects: rules, onBrokenLinks: 'ignore' }).warnings.length, 2);
});

test('what createRedirects gives that is no path, and a createRedirects that throws, are errors reported together, naming the route', () => {
  assert.throws(
    () =>
      collect({
        clientRedirects: {
          createRedirects: (route) => {
            if (route === '/search') throw new Error('boom');
            return route === '/docs/intro' ? 'docs/no-slash' : route === '/docs/guide' ? '/x?y=1' : undefined;
          },
        },
      }),
    (error: unknown) => {
      assert.ok(error instanceof HubDocsErrorList);
      assert.deepEqual(
        error.errors.map((e: HubDocsError) => e.message),
        [
          'createRedirects throws for the route /search: boom',
          'createRedirects("/docs/intro") gives "docs/no-slash", which is not a path of the site',
          'createRedirects("/docs/guide") gives "/x?y=1", which is not a path of the site',
        ],
      );
      return true;
    },
  );
});

test('a `from` in the config that is not a path is a config error at its field', () => {
  const { problems } = validateConfig({
    title: 'T',
    url: 'https://t.example.com',
    clientRedirects: { redirects: [{ from: 'old', to: '/docs/intro' }], fromExtensions: ['.html'] },
  });
  assert.deepEqual(problems.map((p) => p.field).sort(), [
    'clientRedirects.fromExtensions[0]',
    'clientRedirects.redirects[0].from',
  ]);
});

test('the page: refresh, canonical (absolute), location.replace with the base URL; a URL in the script cannot end it', () => {
  const config = configWith({});
  const html = redirectPageHtml({ to: '/docs/intro' }, config, messagesFor('en'));
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/base\/docs\/intro">/);
  assert.match(html, /<link rel="canonical" href="https:\/\/t.example.com\/base\/docs\/intro">/);
  assert.match(html, /location.replace\("\/base\/docs\/intro" \+ location.search \+ location.hash\)/);
  assert.match(html, /<html lang="en">/);
  const hostile = redirectPageHtml(
    { to: 'https://x.example.com/</script><script>alert(1)</script>' },
    config,
    messagesFor('en'),
  );
  assert.doesNotMatch(hostile, /<\/script><script>alert/);
});

test('a Docusaurus config: the client-redirects plugin’s options, read as they are (its rules are checked at build time); a createRedirects that is not a function hub-docs can run is said', () => {
  const createRedirects = (path: string) =>
    path.startsWith('/docs/') ? path.replace('/docs/', '/documentation/') : undefined;
  const { config, ignored } = adaptDocusaurusConfig(
    {
      title: 'T',
      url: 'https://t.example.com',
      presets: [['classic', { blog: false }]],
      plugins: [
        [
          '@docusaurus/plugin-client-redirects',
          {
            redirects: [
              { from: ['/a', '/b'], to: '/docs/intro' },
              { from: '/c', to: '/docs/intro' },
            ],
            createRedirects,
            fromExtensions: ['html'],
          },
        ],
      ],
    },
    CONFIG_FILE,
    [],
  );
  assert.deepEqual(ignored, []);
  const resolved = validateConfig(config).config!;
  assert.deepEqual(resolved.build.clientRedirects.redirects, [
    { from: ['/a', '/b'], to: '/docs/intro' },
    { from: ['/c'], to: '/docs/intro' },
  ]);
  assert.equal(resolved.build.clientRedirects.createRedirects, createRedirects);
  assert.deepEqual(resolved.build.clientRedirects.fromExtensions, ['html']);
});
