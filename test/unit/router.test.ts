/**
 * runtime/router.ts in Node, with the few browser globals it touches faked: which route a
 * path means, and what a navigation does (chunk, history, render, scroll, fallback to a full
 * load, the last of two racing navigations winning).
 */
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import type { LoadedPage } from '../../runtime/pages.js';

interface FakeHistoryEntry {
  url: string;
  state: unknown;
}

const world = {
  entries: [] as FakeHistoryEntry[],
  assigned: [] as string[],
  scrolledTo: [] as number[],
  listeners: new Map<string, ((event: unknown) => void)[]>(),
  /** Events the router sent on window (NAVIGATED_EVENT, for history.listen). */
  dispatched: [] as string[],
};
const fakeLocation = {
  get href() {
    return world.entries.at(-1)!.url;
  },
  get origin() {
    return new URL(fakeLocation.href).origin;
  },
  get hash() {
    return new URL(fakeLocation.href).hash;
  },
  assign: (url: string) => world.assigned.push(url),
};
const fakeHistory = {
  get state() {
    return world.entries.at(-1)!.state;
  },
  scrollRestoration: 'auto',
  pushState: (state: unknown, _title: string, url: string) =>
    world.entries.push({ state, url: new URL(url, fakeLocation.href).href }),
  replaceState: (state: unknown, _title: string, url?: string) => {
    world.entries[world.entries.length - 1] = {
      state,
      url: url ? new URL(url, fakeLocation.href).href : fakeLocation.href,
    };
  },
};
const on = (type: string, listener: (event: unknown) => void) =>
  world.listeners.set(type, [...(world.listeners.get(type) ?? []), listener]);
Object.assign(globalThis, {
  location: fakeLocation,
  history: fakeHistory,
  window: {
    location: fakeLocation,
    scrollY: 0,
    scrollTo: (_x: number, y: number) => world.scrolledTo.push(y),
    addEventListener: on,
    dispatchEvent: (event: Event) => world.dispatched.push(event.type),
  },
  document: {
    getElementById: () => null,
    addEventListener: on,
    createElement: () => ({ classList: { add() {}, remove() {}, contains: () => false }, setAttribute() {} }),
    body: { append() {} },
  },
});

const { createRouter, routeFor } = await import('../../runtime/router.js');

const page = (route: string): LoadedPage => ({ doc: {} as Document, page: { route } as LoadedPage['page'] });

beforeEach(() => {
  world.entries = [{ url: 'https://docs.example.com/a', state: null }];
  world.assigned = [];
  world.scrolledTo = [];
  world.dispatched = [];
  world.listeners.clear();
});

test('routeFor: .html, /index.html and trailing-slash forms, the base URL, encoded paths', () => {
  assert.equal(routeFor('/a', '/'), '/a');
  assert.equal(routeFor('/a.html', '/'), '/a');
  assert.equal(routeFor('/b/c/index.html', '/'), '/b/c');
  assert.equal(routeFor('/b/c/', '/'), '/b/c');
  assert.equal(routeFor('/docs/b/c', '/docs/'), '/b/c');
  assert.equal(routeFor('/%C3%BCber', '/'), '/über');
  assert.equal(routeFor('/', '/'), '/');
});

function router(routes: Record<string, () => Promise<LoadedPage>>) {
  const rendered: string[] = [];
  const after: boolean[] = [];
  const locations: string[] = [];
  const instance = createRouter({
    baseUrl: '/',
    isFile: () => false,
    load: (route) => (routes[route] ?? (() => Promise.reject(new Error('no such page'))))(),
    render: (loaded) => rendered.push(loaded.page.route),
    renderLocation: (url) => locations.push(url.href),
    afterNavigate: ({ pathnameChanged }) => after.push(pathnameChanged),
  });
  return { instance, rendered, after, locations };
}

/** Resolves once every pending microtask and timer of a navigation has run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a navigation loads the chunk, pushes history, renders, scrolls to the top and reports a new page', async () => {
  const r = router({ '/a': async () => page('/a'), '/b': async () => page('/b') });
  r.instance.navigate('/b');
  await settle();
  assert.deepEqual(r.rendered, ['/b']);
  assert.equal(fakeLocation.href, 'https://docs.example.com/b');
  assert.equal(world.entries.length, 2);
  assert.deepEqual(world.scrolledTo, [0]);
  assert.deepEqual(r.after, [true]);
  assert.deepEqual(world.dispatched, ['hub-docs:navigated'], 'history.listen hears it');
});

test('navigate with replace: the new page takes the current history entry (a <Redirect>), on another page or the same one', async () => {
  const r = router({ '/a': async () => page('/a'), '/b': async () => page('/b') });
  r.instance.navigate('/b', { replace: true });
  await settle();
  assert.deepEqual(r.rendered, ['/b']);
  assert.deepEqual(
    world.entries.map((e) => e.url),
    ['https://docs.example.com/b'],
  );
  r.instance.navigate('/b?x=1', { replace: true });
  await settle();
  assert.deepEqual(
    world.entries.map((e) => e.url),
    ['https://docs.example.com/b?x=1'],
  );
});

test('a query change on the same page loads no chunk and does not scroll', async () => {
  let loads = 0;
  const r = router({ '/a': async () => (loads++, page('/a')) });
  r.instance.navigate('/a?tab=2');
  await settle();
  assert.equal(loads, 0);
  assert.deepEqual(r.rendered, []);
  assert.deepEqual(r.locations, ['https://docs.example.com/a?tab=2']);
  assert.deepEqual(world.scrolledTo, []);
  assert.deepEqual(r.after, [false]);
});

test('a chunk that cannot be loaded falls back to a full load of the URL', async () => {
  const r = router({ '/a': async () => page('/a'), '/b': () => Promise.reject(new Error('gone')) });
  r.instance.navigate('/b#part');
  await settle();
  assert.deepEqual(world.assigned, ['https://docs.example.com/b#part']);
  assert.deepEqual(r.rendered, []);
  assert.equal(world.entries.length, 1, 'no history entry for a page that was not shown');
});

test('of two racing navigations the later one wins, whatever order their chunks arrive in', async () => {
  let releaseSlow: (m: LoadedPage) => void = () => {};
  const r = router({
    '/a': async () => page('/a'),
    '/slow': () => new Promise<LoadedPage>((resolve) => (releaseSlow = resolve)),
    '/fast': async () => page('/fast'),
  });
  r.instance.navigate('/slow');
  r.instance.navigate('/fast');
  await settle();
  releaseSlow(page('/slow'));
  await settle();
  assert.deepEqual(r.rendered, ['/fast']);
  assert.equal(fakeLocation.href, 'https://docs.example.com/fast');
});

test('an external URL is left to the browser', async () => {
  const r = router({ '/a': async () => page('/a') });
  r.instance.navigate('https://elsewhere.example.com/x');
  await settle();
  assert.deepEqual(world.assigned, ['https://elsewhere.example.com/x']);
  assert.deepEqual(r.rendered, []);
});

test('isFileUrl: downloads and assets are files; routes (with dots in a folder or a version number too), .html and the pages the manifest names are pages', async () => {
  const { isFileUrl } = await import('../../runtime/router.js');
  const pages = new Set(['/blog/release-1.2', '/foo.bar']);
  const file = (path: string) => isFileUrl(new URL(path, 'https://docs.example.com'), '/', pages);
  assert.equal(file('/blog/release-1.2'), false);
  assert.equal(file('/blog/release-1.2/'), false);
  assert.equal(file('/foo.bar'), false);
  assert.equal(file('/blog/notes.txt'), true);
  // Digits after the last dot are a version number: a page, manifest or not.
  assert.equal(file('/blog/release-1.3'), false);
  assert.equal(file('/files/x.pdf'), true);
  assert.equal(file('/api/hub.openapi.yaml'), true);
  assert.equal(file('/img/logo.svg'), true);
  assert.equal(file('/docs/0.86/getting-started'), false);
  assert.equal(file('/guide/setup.html'), false);
  assert.equal(file('/'), false);
});
