import { test, before, after } from '../helpers/browser-test.js';
import { mkdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { harness, hydrated, type BrowserHarness } from '../helpers/browser.js';

let h: BrowserHarness;
before(async () => {
  h = await harness();
});
after(() => h.close());

test('a stored dark choice is painted before any script of ours runs (no flash)', async () => {
  const { page } = await h.newPage();
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort()); // the runtime never runs
  await page.goto(`${h.url}/guide/setup`);
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.equal(await page.getAttribute('html', 'data-theme-choice'), 'dark');
});

test('?docusaurus-theme=dark forces the mode', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup?docusaurus-theme=dark`);
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
});

test('the toggle persists across reloads and syncs across tabs', async () => {
  const { page, context } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  const other = await context.newPage();
  await other.goto(`${h.url}/ref/api`);
  await hydrated(other);
  const toggle = page.locator('.navbar__end .color-mode-toggle');
  assert.equal(await toggle.getAttribute('aria-label'), 'Switch between dark and light mode (currently light mode)');
  await toggle.click();
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  // The new label is said in the page's language: its messages load with the first change.
  await page.waitForFunction(
    () =>
      document.querySelector('.navbar__end .color-mode-toggle')?.getAttribute('aria-label') ===
      'Switch between dark and light mode (currently dark mode)',
  );
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
  await other.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  await page.reload();
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  await hydrated(page);
  await page.locator('.navbar__end .color-mode-toggle').click();
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
  await other.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
});

test('announcement bar: dismissal is remembered, a new id shows it again', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/`);
  await hydrated(page);
  assert.equal(await page.textContent('.announcement-bar__content'), 'Version 3 is out.');
  await page.click('.announcement-bar__close');
  assert.equal(await page.locator('.announcement-bar').count(), 0);
  assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'true');
  await page.reload();
  assert.equal(
    await page.getAttribute('html', 'data-announcement-bar-initially-dismissed'),
    'true',
    'hidden before paint',
  );
  await hydrated(page);
  assert.equal(await page.locator('.announcement-bar').count(), 0);
  // An older bar was dismissed: the current one (new id) shows again.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'release-2'));
  await page.reload();
  assert.equal(await page.getAttribute('html', 'data-announcement-bar-initially-dismissed'), 'false');
  await hydrated(page);
  assert.equal(await page.locator('.announcement-bar').count(), 1);
  assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')), 'release-3');
});

test('the skip link is the first stop and moves focus to the main content', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');
});

test('mobile panel: opens on the docs menu, back to main menu, close, Escape, resize, focus kept inside', async () => {
  const { page } = await h.newPage({ viewport: { width: 375, height: 740 } });
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  const toggle = page.locator('.navbar__toggle');
  assert.equal(await toggle.getAttribute('aria-label'), 'Toggle navigation bar');
  await toggle.click();
  const panel = page.locator('#mobile-panel');
  await panel.waitFor({ state: 'visible' });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.equal(await page.evaluate(() => document.body.classList.contains('scroll-locked')), true);
  assert.equal(
    await panel.locator('a[aria-current="page"]').first().textContent(),
    'Set up Relay',
    'the secondary (docs) menu shows first',
  );
  await panel.getByText('← Back to main menu').click();
  assert.deepEqual(await panel.locator('.mobile-panel__links a').allTextContents(), ['Guide', 'Reference']);
  // Focus stays inside: tabbing past the last control wraps to the first.
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-panel'))), true);
  await panel.getByRole('button', { name: 'Close navigation bar' }).click();
  await panel.waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => document.body.classList.contains('scroll-locked')), false);

  await toggle.click();
  await panel.waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });

  await toggle.click();
  await panel.waitFor({ state: 'visible' });
  await page.setViewportSize({ width: 1200, height: 800 });
  await panel.waitFor({ state: 'hidden' });
});

test('TOC: levels 2-3 only, the heading in view is highlighted while scrolling', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/long`);
  await hydrated(page);
  const ids = await page.locator('.toc a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  assert.ok(ids.includes('#section-1') && ids.includes('#detail-1'));
  assert.ok(!ids.some((id) => id?.startsWith('#too-deep')), 'no h4 in the TOC');
  await page.evaluate(() => document.getElementById('section-3')!.scrollIntoView());
  await page.waitForFunction(() => document.querySelector('.toc a.is-active')?.getAttribute('href') === '#section-3');
  await page.evaluate(() => document.getElementById('section-5')!.scrollIntoView());
  await page.waitForFunction(() => document.querySelector('.toc a.is-active')?.getAttribute('href') === '#section-5');
});

test('code blocks: title, highlighted line, copy says "Copied" and copies the code', async () => {
  const { page, context } = await h.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  const block = page.locator('.code-block').first();
  assert.equal(await block.locator('.code-block__title').textContent(), 'install.sh');
  assert.equal(await block.locator('.code-line--highlighted').textContent(), 'echo done');
  await block.hover();
  await block.locator('.code-block__copy').click();
  await block.getByText('Copied').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'npm install relay\necho done');
  await block.getByRole('button', { name: 'Toggle word wrap' }).click();
  await block.locator('pre.is-wrapped').waitFor(); // the buttons' code loads with the first click
});

test('admonitions render with their type, icon and title', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  assert.equal(await page.textContent('.admonition--warning .admonition__heading'), 'Mind the version');
  assert.equal(await page.textContent('.admonition--tip .admonition__heading'), 'Tip');
  assert.equal(await page.locator('.admonition--warning .admonition__icon').count(), 1);
});

test('mermaid: renders lazily, follows the colour mode, a bad diagram shows an error', async () => {
  const { page, errors } = await h.newPage();
  const mermaidRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/mermaid-')) mermaidRequests.push(r.url());
  });
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  assert.deepEqual(mermaidRequests, [], 'no mermaid on a page without diagrams');
  await page.click('.sidebar a[href="/guide/diagrams"]');
  const diagram = page.locator('.mermaid-diagram svg').first();
  await diagram.waitFor();
  assert.match((await diagram.textContent()) ?? '', /Sender/);
  await page.locator('.mermaid-error').waitFor();
  assert.match((await page.textContent('.mermaid-error')) ?? '', /could not be drawn/);
  const lightFill = await page.locator('.mermaid-diagram svg').first().innerHTML();
  await page.locator('.navbar__end .color-mode-toggle').click();
  await page.waitForFunction(
    (before) => document.querySelector('.mermaid-diagram svg')?.innerHTML !== before,
    lightFill,
  );
  assert.ok(mermaidRequests.length > 0);
  assert.deepEqual(
    errors.filter((e) => !/mermaid|Syntax error|Parse error/i.test(e)),
    [],
  );
});

test('the zoom code loads when a reader first opens an image, not before, even on a page with images', async () => {
  const { page } = await h.newPage();
  const zoomCode: string[] = [];
  page.on('request', (r) => {
    if (/zoom/.test(new URL(r.url()).pathname)) zoomCode.push(r.url());
  });
  await page.goto(`${h.url}/guide/relay-events`);
  await hydrated(page);
  await page.click('.sidebar a[href="/guide/setup"]');
  await page.locator('.markdown img.zoomable').waitFor();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  assert.deepEqual(zoomCode, [], 'no zoom code until an image is opened');
  const opened = page.evaluate(
    () =>
      new Promise((resolve) =>
        document
          .querySelector('.markdown img.zoomable')!
          .addEventListener('medium-zoom:opened', resolve, { once: true }),
      ),
  );
  await page.click('.markdown img.zoomable');
  await opened;
  assert.ok(zoomCode.length > 0);
});

test('image zoom: opens on click or by keyboard, closes on click, Escape and scroll', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  const image = page.locator('.markdown img.zoomable');
  // medium-zoom ignores input while it animates: wait for its own opened/closed events.
  const whenZoom = (event: 'opened' | 'closed') =>
    page.evaluate(
      (name) =>
        new Promise((resolve) =>
          document
            .querySelector('.markdown img.zoomable')!
            .addEventListener(`medium-zoom:${name}`, resolve, { once: true }),
        ),
      event,
    );
  const open = async () => {
    const opened = whenZoom('opened');
    await image.click();
    await opened;
  };
  await open();
  assert.equal(
    await page.evaluate(() => getComputedStyle(document.querySelector('.medium-zoom-overlay')!).backgroundColor),
    'rgb(255, 255, 255)',
  );
  let closed = whenZoom('closed');
  await page.mouse.click(640, 760);
  await closed;
  await open();
  closed = whenZoom('closed');
  await page.keyboard.press('Escape');
  await closed;
  await open();
  closed = whenZoom('closed');
  await page.mouse.wheel(0, 400);
  await closed;
  // By keyboard: the image is a named button; Enter opens, Escape closes, focus comes back.
  assert.match((await image.getAttribute('aria-label')) ?? '', /^Zoom image: ./);
  await image.focus();
  const opened = whenZoom('opened');
  await page.keyboard.press('Enter');
  await opened;
  closed = whenZoom('closed');
  await page.keyboard.press('Escape');
  await closed;
  await page.waitForFunction(() => document.activeElement?.matches('.markdown img.zoomable'));
  // Dark mode: dark grey background.
  await page.locator('.navbar__end .color-mode-toggle').click();
  await open();
  assert.equal(
    await page.evaluate(() => getComputedStyle(document.querySelector('.medium-zoom-overlay')!).backgroundColor),
    'rgb(50, 50, 50)',
  );
});

test('a page that throws shows "This page crashed." with its causes, and Try again re-renders it', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/ref/crash`);
  await page.locator('.crash').waitFor();
  assert.equal(await page.textContent('.crash h1'), 'This page crashed.');
  const text = (await page.textContent('.crash')) ?? '';
  assert.match(text, /Rendering the widget failed.*Cause:.*The data was missing.*Cause:.*The network was down/);
  assert.equal(await page.locator('.navbar').count(), 1, 'the navbar stays');
  assert.equal(await page.locator('.footer').count(), 1, 'the footer stays');
  await page.evaluate(() => ((window as unknown as { __allowRender: boolean }).__allowRender = true));
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByText('Recovered content').waitFor();
});

test('a lazy part whose chunk fails shows its error and Retry, which loads it', async () => {
  const { page } = await h.newPage();
  let blocked = true;
  await page.route(/search-manifest\.json$/, (route) => (blocked ? route.abort() : route.continue()));
  await page.goto(`${h.url}/search?q=install`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.locator('.search-page__count').waitFor();
  assert.match((await page.textContent('.search-page__count')) ?? '', /documents? found/);
});

test('the not-found page has its texts and keeps the layout', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/does/not/exist`);
  assert.equal(await page.textContent('h1'), 'Page Not Found');
  assert.equal(await page.locator('.navbar').count(), 1);
});

test('screenshots of a desktop and a mobile page in both modes (test-results/screenshots, not committed)', async () => {
  const dir = new URL('../../test-results/screenshots/', import.meta.url);
  await mkdir(dir, { recursive: true });
  for (const [name, width, height] of [
    ['desktop', 1280, 900],
    ['mobile', 375, 812],
  ] as const) {
    for (const mode of ['light', 'dark'] as const) {
      const { page } = await h.newPage({ viewport: { width, height } });
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto(`${h.url}/guide/setup`);
      await hydrated(page);
      const file = new URL(`${name}-${mode}.png`, dir);
      await page.screenshot({ path: fileURLToPath(file) });
      assert.ok((await stat(file)).size > 10_000);
    }
  }
});

test('the page names its docs version; the preference is the reader’s choice (test/browser/versions.test.ts), not what a page view stores', async () => {
  const { page } = await h.newPage();
  await page.goto(`${h.url}/guide/setup`);
  await hydrated(page);
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), null);
  assert.equal(await page.getAttribute('article', 'data-version'), 'current');
  assert.equal(await page.getAttribute('meta[name="docsearch:version"]', 'content'), 'current');
});

test('a doc page laid out before its TOC is parsed has its final width (no layout shift while it loads)', async () => {
  const { page } = await h.newPage({ viewport: { width: 1350, height: 940 } });
  await page.goto(`${h.url}/guide/setup`);
  const width = () => page.evaluate(() => document.querySelector('.doc__article')!.getBoundingClientRect().width);
  const final = await width();
  assert.ok((await page.locator('.doc.has-toc > nav.toc').count()) === 1, 'the page has a TOC column');
  // What a browser paints of a half-parsed page: the TOC, which comes after the article, not there yet.
  await page.evaluate(() => document.querySelector('.doc > nav.toc')!.remove());
  assert.equal(await width(), final);
});
