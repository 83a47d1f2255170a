import { test, before, after } from '../helpers/browser-test.js';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import assert from 'node:assert/strict';
import { harness, hydrated, type BrowserHarness } from '../helpers/browser.js';
import { createSite, page as mdxPage } from '../helpers/site.js';
import { serveDir } from '../helpers/browser.js';
import type { Page } from 'playwright-core';
import type { RouteManifest } from '../../theme/types.js';

let h: BrowserHarness;
before(async () => {
  h = await harness();
});
after(() => h.close());

test('internal links navigate without a full load; title, meta and canonical follow', async () => {
  const { page, errors } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  await page.click('.sidebar a[href="/guide/relay-events"]');
  await page.waitForURL(`${h.url}/guide/relay-events`);
  await page.waitForFunction(() => document.title === 'Relay events | Fixture docs');
  assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 42, 'same JS context');
  assert.equal(await page.textContent('h1'), 'Relay events');
  assert.equal(await page.getAttribute('meta[name="description"]', 'content'), 'Every event the hub raises.');
  assert.equal(
    await page.getAttribute('link[rel="canonical"]', 'href'),
    'https://fixture.example.com/guide/relay-events',
  );
  assert.equal(await page.getAttribute('.sidebar a[href="/guide/relay-events"]', 'aria-current'), 'page');
  assert.deepEqual(errors, []);
});

test('after a navigation focus is at the top of the page and the title is announced', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  await page.click('.sidebar a[href="/guide/long"]');
  await page.waitForFunction(() => document.title.startsWith('A long page'));
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'skip-to-content');
  assert.equal(await page.textContent('#route-announcer'), 'A long page | Fixture docs');
});

test('back and forward restore the page and its scroll position', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/long`);
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForFunction(() => window.scrollY === 1500);
  await page.evaluate(() => (document.querySelector('.pagination__link--prev') as HTMLElement).click());
  await page.waitForFunction(() => document.title.startsWith('Diagrams'));
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'a new page starts at the top');
  await page.goBack();
  await page.waitForFunction(() => document.title.startsWith('A long page'));
  await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2);
  await page.goForward();
  await page.waitForFunction(() => document.title.startsWith('Diagrams'));
});

test('a hash scrolls to its heading, on click and on first load, also with non-ASCII ids', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  await page.click('.markdown a[href^="/guide/long#"]');
  await page.waitForFunction(() => decodeURIComponent(location.hash) === '#ünïcode-section');
  await page.waitForFunction(() => {
    const top = document.getElementById('ünïcode-section')!.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  });
  const fresh = await h.newPage();
  await fresh.page.goto(`${h.url}/guide/long#section-5`);
  await hydrated(fresh.page);
  await fresh.page.waitForFunction(() => {
    const top = document.getElementById('section-5')!.getBoundingClientRect().top;
    return window.scrollY > 0 && top >= 0 && top < window.innerHeight / 2;
  });
});

test('query-only changes do not scroll', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/long`);
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/guide/long?tab=2';
    a.id = 'query-link';
    a.textContent = 'query';
    document.querySelector('.markdown')!.append(a);
  });
  await page.evaluate(() => (document.getElementById('query-link') as HTMLElement).click());
  await page.waitForURL(`${h.url}/guide/long?tab=2`);
  assert.equal(await page.evaluate(() => window.scrollY), 900);
});

test('a page without components of its own has no chunk: it hydrates around its HTML, and the router shows it from its fetched HTML; diagrams are islands both ways', async () => {
  const manifest = Object.fromEntries(
    Object.entries(
      (JSON.parse(await readFile(path.join(h.outDir, 'route-manifest.json'), 'utf8')) as RouteManifest).routes,
    ).map(([route, [chunk]]) => [route, chunk]),
  );
  const html = (route: string) => readFile(path.join(h.outDir, route.slice(1), 'index.html'), 'utf8');
  // A page with an import of its own needs its chunk to hydrate: it is preloaded, and has no inline data.
  assert.match(await html('/ref/crash'), new RegExp(`rel="modulepreload" href="${manifest['/ref/crash']}"`));
  assert.doesNotMatch(await html('/ref/crash'), /id="__hub-page"/);
  assert.deepEqual(
    Object.keys(manifest).sort(),
    ['/ref/crash', '/search'],
    'only pages with code of their own have a chunk',
  );
  assert.match(await html('/guide/diagrams'), /<script type="application\/json" id="__hub-page">/);

  const { page, errors } = await h.newPage();
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' && new URL(r.url()).pathname === '/guide/diagrams') fetched.push(r.url());
  });
  await page.goto(`${h.url}/guide/diagrams`);
  await hydrated(page);
  await page.locator('.mermaid-diagram svg').first().waitFor();
  await page.locator('.mermaid-error').waitFor();
  const lightDiagram = await page.locator('.mermaid-diagram svg').first().innerHTML();
  await page.locator('.navbar__end .color-mode-toggle').click();
  await page.waitForFunction(
    (before) => document.querySelector('.mermaid-diagram svg')?.innerHTML !== before,
    lightDiagram,
  );
  // A hash link on the page keeps the server's content (and its islands) as they are.
  await page.evaluate(
    () => ((document.querySelector('.mermaid-diagram svg') as unknown as { __kept: boolean }).__kept = true),
  );
  await page.click('nav.toc a[href="#a-broken-diagram"]');
  await page.waitForFunction(() => location.hash === '#a-broken-diagram');
  assert.equal(
    await page.evaluate(
      () => (document.querySelector('.mermaid-diagram svg') as unknown as { __kept?: boolean }).__kept,
    ),
    true,
  );

  // Away and back by client navigation: the page comes from its HTML, its diagrams are islands again.
  await page.click('.sidebar a[href="/guide/setup"]');
  await page.waitForFunction(() => document.title.startsWith('Set up Relay'));
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.click('.sidebar a[href="/guide/diagrams"]');
  await page.waitForFunction(() => document.title.startsWith('Diagrams'));
  await page.locator('.mermaid-diagram svg').first().waitFor();
  await page.locator('.mermaid-error').waitFor();
  assert.equal(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    true,
    'no full load',
  );
  assert.ok(fetched.length >= 1, 'the page was fetched as HTML');
  assert.equal(await page.locator('[data-mermaid-island]').count(), 2);
  assert.deepEqual(
    errors.filter((e) => !/mermaid|Syntax error|Parse error/i.test(e)),
    [],
  );
});

test('code block buttons work on a first load and on a page the router rendered', async () => {
  const { page, context } = await h.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
  await page.goto(`${h.url}/guide/diagrams`);
  await hydrated(page);
  await page.click('.sidebar a[href="/guide/setup"]');
  await page.waitForFunction(() => document.title.startsWith('Set up Relay'));
  const block = page.locator('.code-block').first();
  await block.hover();
  await block.locator('.code-block__copy').click();
  await block.getByText('Copied').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'npm install relay\necho done');
  assert.equal(await block.locator('.code-block__copy').getAttribute('aria-label'), 'Copied');
  await block.getByText('Copy', { exact: true }).waitFor();
  // The buttons' code loads with the first click (runtime/page-buttons.ts): their effect follows the click, not within
  // it.
  const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
  const wrapped = () => block.locator('pre').evaluate((pre) => pre.classList.contains('is-wrapped'));
  await wrap.click();
  await block.locator('.code-block__button[aria-pressed="true"]').waitFor();
  assert.equal(await wrapped(), true);
  await wrap.click();
  await block.locator('.code-block__button[aria-pressed="false"]').waitFor();
  assert.equal(await wrapped(), false);
});

/** Requests for other pages' HTML after the first load (prefetches and the router's fetches), by pathname. */
function pageRequests(page: Page, url: string): Set<string> {
  const requested = new Set<string>();
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (r.url().startsWith(url) && r.resourceType() !== 'document' && !/\.[a-z0-9]+$/i.test(pathname))
      requested.add(pathname);
  });
  return requested;
}

test('no prefetch on Save-Data; visible and hovered links are prefetched otherwise, without running anything', async () => {
  const prefetched = async (saveData: boolean) => {
    const { page } = await h.newPage();
    if (saveData)
      await page.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
      );
    const requested = pageRequests(page, h.url);
    await page.goto(`${h.url}/guide/setup`);
    await hydrated(page);
    await page.hover('.sidebar a[href="/guide/long"]');
    // Prefetching runs in idle callbacks: once two have passed, any prefetch has been requested.
    for (let i = 0; i < 2; i++)
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
    if (!saveData) await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 2);
    return requested;
  };
  const normal = await prefetched(false);
  assert.ok(
    normal.size > 2 && normal.has('/guide/long'),
    `other pages are prefetched without Save-Data: ${[...normal].join(', ')}`,
  );
  assert.ok(!normal.has('/guide/setup'), 'not the page being read');
  assert.equal((await prefetched(true)).size, 0, 'with Save-Data nothing at all');
});

test('the progress bar shows when the target page takes over 200 ms, not when it is fast', async () => {
  const barSeen = () => (window as unknown as { __barSeen: boolean }).__barSeen;
  const watchBar = () => {
    (window as unknown as { __barSeen: boolean }).__barSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('.progress-bar.is-active'))
        (window as unknown as { __barSeen: boolean }).__barSeen = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  };
  // Fast: the page is already prefetched (hover), so it renders at once.
  const fast = await h.newPage();
  await fast.page.goto(`${h.url}/guide/setup`);
  await hydrated(fast.page);
  await fast.page.evaluate(watchBar);
  await fast.page.hover('.sidebar a[href="/guide/relay-events"]');
  await fast.page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === '/guide/relay-events'),
  );
  await fast.page.click('.sidebar a[href="/guide/relay-events"]');
  await fast.page.waitForFunction(() => document.title.startsWith('Relay events'));
  // The bar's timer is cancelled when the page renders, so it can no longer appear.
  assert.equal(await fast.page.evaluate(barSeen), false, 'fast: no bar');

  // Slow: no prefetch (Save-Data) and the page takes 700 ms.
  const { page } = await h.newPage();
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  await page.evaluate(watchBar);
  await page.route(`${h.url}/guide/diagrams`, async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.click('.sidebar a[href="/guide/diagrams"]');
  await page.waitForSelector('.progress-bar.is-active');
  await page.waitForFunction(() => document.title.startsWith('Diagrams'));
  await page.waitForFunction(() => !document.querySelector('.progress-bar.is-active'));
});

test('a page that cannot be fetched, or a chunk that cannot be loaded, leads to a full load of the right page', async () => {
  for (const [start, target, title, pattern] of [
    ['/guide/setup', '/guide/diagrams', 'Diagrams', `${h.url}/guide/diagrams`],
    ['/ref/api', '/ref/crash', 'Crash test', /hub-page_.*\.js$/],
  ] as const) {
    const { page } = await h.newPage();
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    await page.addInitScript(() => ((window as unknown as { __allowRender: boolean }).__allowRender = true));
    await page.goto(`${h.url}${start}`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    // The runtime's request (fetch, or import() of the chunk) fails; the full load's own requests go
    // through. The handler stays and answers every request: a route that expires after one
    // (`times: 1`) could leave the full load's request paused, unanswered, while it was removed.
    let failed = false;
    await page.route(pattern, (route) => {
      if (failed || route.request().resourceType() === 'document') return route.continue();
      failed = true;
      return route.abort();
    });
    await page.click(`.sidebar a[href="${target}"]`);
    // The address first (not the load event, which other requests of the new page may hold back), then the new
    // document.
    await page.waitForURL(`${h.url}${target}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      (t) => !(window as unknown as { __marker?: number }).__marker && document.title.startsWith(t),
      title,
    );
    assert.equal(await page.textContent('h1'), title);
    assert.ok(failed, `the runtime asked for ${target} and was refused`);
  }
});

test('a link to an unknown path shows the not-found page without a full load', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    const a = document.createElement('a');
    a.href = '/no/such/page';
    a.id = 'dead-link';
    a.textContent = 'dead';
    document.querySelector('main')!.append(a);
  });
  await page.click('#dead-link');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page Not Found');
  assert.equal(page.url(), `${h.url}/no/such/page`);
  assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true);
});

test('/x.html and /x/index.html resolve to /x on the client', async () => {
  for (const variant of ['/guide/setup.html', '/guide/setup/index.html']) {
    const { page } = await h.newPage();
    await page.goto(h.url + variant);
    await hydrated(page);
    assert.equal(page.url(), `${h.url}/guide/setup`);
    assert.equal(await page.textContent('h1'), 'Set up Relay');
  }
});

test('unknown paths show the not-found page', async () => {
  const { page } = await h.newPage();
  const response = await page.goto(`${h.url}/no/such/page`);
  assert.equal(response?.status(), 404);
  assert.equal(await page.textContent('h1'), 'Page Not Found');
  assert.match(
    (await page.textContent('main')) ?? '',
    /We could not find what you were looking for\.\s*Please contact the owner of the site that linked you to the original URL and let them know their link is broken\./,
  );
});

test('page views: one per changed path, query or hash, after the title is set', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  const views = () => page.evaluate(() => (window as unknown as { __pageViews?: string[] }).__pageViews ?? []);
  await page.waitForFunction(() => ((window as unknown as { __pageViews?: string[] }).__pageViews ?? []).length === 1);
  await page.click('.sidebar a[href="/guide/relay-events"]');
  await page.waitForFunction(() => ((window as unknown as { __pageViews?: string[] }).__pageViews ?? []).length === 2);
  await page.click('.toc a[href="#event-types"]');
  await page.waitForFunction(() => ((window as unknown as { __pageViews?: string[] }).__pageViews ?? []).length === 3);
  await page.click('.toc a[href="#event-types"]'); // same URL again: no new view
  await page.click('.sidebar a[href="/guide/setup"]');
  await page.waitForFunction(() => ((window as unknown as { __pageViews?: string[] }).__pageViews ?? []).length >= 4);
  assert.deepEqual(await views(), [
    '/guide/setup',
    '/guide/relay-events',
    '/guide/relay-events#event-types',
    '/guide/setup',
  ]);
});

test('without analytics configured nothing is loaded or sent', async () => {
  const site = await createSite({
    'docs/intro.mdx': mdxPage('Home', 'Hello [a](./a.mdx).', 'slug: /\n'),
    'docs/a.mdx': mdxPage('A', 'Page A.'),
  });
  await site.build();
  const server = await serveDir(site.outDir);
  const { page } = await h.newPage();
  const external: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url)) external.push(r.url());
  });
  await page.goto(server.url + '/');
  await hydrated(page);
  await page.click('.markdown a[href="/a"]');
  await page.waitForFunction(() => document.title.startsWith('A |'));
  assert.deepEqual(external, []);
  assert.equal(await page.evaluate(() => typeof (window as unknown as { dataLayer?: unknown }).dataLayer), 'undefined');
  await server.close();
  await site.remove();
});

test('gtag is loaded and sent page views when a tracking id is configured', async () => {
  const site = await createSite(
    { 'docs/intro.mdx': mdxPage('Home', 'Hello [a](./a.mdx).', 'slug: /\n'), 'docs/a.mdx': mdxPage('A', 'Page A.') },
    `{ title: 'T', url: 'https://t.example.com', product: { name: 'R', slug: 'r' }, analytics: { trackingID: 'G-TEST123' } }`,
  );
  await site.build();
  const server = await serveDir(site.outDir);
  const { page } = await h.newPage();
  await page.route(/googletagmanager/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.goto(server.url + '/');
  await hydrated(page);
  await page.click('.markdown a[href="/a"]');
  await page.waitForFunction(() => document.title.startsWith('A |'));
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter((a) => a[1] === 'page_view')
      .map((a) => a[2] as { page_path: string; page_title: string }),
  );
  assert.deepEqual(
    events.map((e) => e.page_path),
    ['/', '/a'],
  );
  assert.equal(events[1].page_title, 'A | T');
  assert.ok(await page.$('script[src*="googletagmanager.com/gtag/js?id=G-TEST123"]'));
  await server.close();
  await site.remove();
});

/** React roots mounted on the page: elements React holds a live root on (its container mark, cleared on unmount). */
const reactRoots = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => Object.entries(el).some(([key, value]) => key.startsWith('__reactContainer$') && value))
      .map((el) => el.getAttribute('data-island') ?? el.className),
  );

test('a page without code of its own runs no React until an island is used; islands stay mounted across navigations back and forth, and the React roots stay bounded', async () => {
  const { page, errors } = await h.newPage();
  await page.addInitScript(() => ((window as unknown as { __allowRender: boolean }).__allowRender = true));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  assert.deepEqual(await reactRoots(page), [], 'a static page: no React root');
  assert.ok(!scripts.some((url) => /islands-/.test(url)), `no island code loaded (${scripts.join(', ')})`);

  // The sidebar wakes on a category's toggle, which then does what it says.
  await page.click('.sidebar__toggle[aria-label="Expand sidebar category \'Reference\'"]');
  await page.locator('.sidebar a[href="/ref/api"]').waitFor();
  await page.focus('.search-box__input');
  await page.locator('.search-box__input').fill('install');
  await page.locator('.search-box__option').first().waitFor();
  await page.evaluate(
    () => ((document.querySelector('[data-island="search"]') as unknown as { __kept: boolean }).__kept = true),
  );
  assert.deepEqual((await reactRoots(page)).sort(), ['search', 'sidebar']);

  // Pages with diagrams (islands of their own) and with code of their own (its <main>), and back.
  for (const [href, title] of [
    ['/guide/diagrams', 'Diagrams'],
    ['/ref/crash', 'Crash test'],
    ['/guide/long', 'A long page'],
    ['/guide/diagrams', 'Diagrams'],
  ] as const) {
    await page.click(`.sidebar a[href="${href}"]`);
    await page.waitForFunction((t) => document.title.startsWith(t), title);
    if (href === '/ref/crash') await page.getByText('Recovered content').waitFor();
    if (href === '/guide/diagrams') await page.locator('.mermaid-diagram svg').first().waitFor();
  }
  assert.ok(
    (await reactRoots(page)).length <= 4,
    `search, sidebar and the page's diagrams: ${(await reactRoots(page)).join(', ')}`,
  );
  for (const title of ['A long page', 'Crash test', 'Diagrams', 'Set up Relay']) {
    await page.goBack();
    await page.waitForFunction((t) => document.title.startsWith(t), title);
  }
  await page.goForward();
  await page.waitForFunction(() => document.title.startsWith('Diagrams'));
  await page.goForward();
  await page.waitForFunction(() => document.title.startsWith('Crash test'));
  await page.getByText('Recovered content').waitFor();
  assert.deepEqual(
    (await reactRoots(page)).sort(),
    ['main', 'search', 'sidebar'],
    'the page’s own root, and the layout’s islands once each',
  );
  assert.equal(
    await page.evaluate(
      () => (document.querySelector('[data-island="search"]') as unknown as { __kept?: boolean }).__kept,
    ),
    true,
    'the search box stayed mounted',
  );
  assert.equal(
    await page.getAttribute('.sidebar a[href="/ref/crash"]', 'aria-current'),
    'page',
    'the sidebar follows the page',
  );
  assert.deepEqual(
    errors.filter((e) => !/mermaid|Syntax error|Parse error/i.test(e)),
    [],
  );
});

test('with JavaScript off the site is readable and navigable', async () => {
  const { page } = await h.newPage({ javaScriptEnabled: false });
  await page.goto(`${h.url}/guide/setup`);
  assert.equal(await page.textContent('h1'), 'Set up Relay');
  assert.match((await page.locator('.code-block').first().textContent()) ?? '', /npm install relay/);
  assert.ok((await page.locator('nav.toc a').count()) > 0, 'the TOC');
  await page.click('.sidebar a[href="/guide/relay-events"]');
  await page.waitForURL(`${h.url}/guide/relay-events`);
  assert.equal(await page.textContent('h1'), 'Relay events');
  await page.click('.pagination__link--next');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent !== 'Relay events');
  assert.equal(await page.locator('.navbar a.navbar__link').count(), 2, 'the navbar links');
});

test('with JavaScript off on a phone, the sidebar follows the page and the menu button (which needs it) is hidden', async () => {
  const { page } = await h.newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 700 } });
  await page.goto(`${h.url}/guide/setup`);
  assert.equal(await page.locator('.navbar__toggle').isVisible(), false);
  const link = page.locator('.sidebar a[href="/guide/relay-events"]');
  const [main, sidebar] = await Promise.all([
    page.locator('main').boundingBox(),
    page.locator('.sidebar').boundingBox(),
  ]);
  assert.ok(main && sidebar && sidebar.y >= main.y + main.height, 'the sidebar comes after the page');
  await link.click();
  await page.waitForURL(`${h.url}/guide/relay-events`);
  // With JavaScript on, the pre-paint script takes no-js away: the sidebar is the mobile panel's again.
  const { page: scripted } = await h.newPage({ viewport: { width: 375, height: 700 } });
  await scripted.goto(`${h.url}/guide/setup`);
  assert.equal(await scripted.locator('.sidebar').isVisible(), false);
  assert.equal(await scripted.locator('.navbar__toggle').isVisible(), true);
});
