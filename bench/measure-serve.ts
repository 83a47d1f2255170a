/**
 * `hub-docs serve` rows, against a child CLI process on 127.0.0.1: start-up to the first page
 * with a warm cache, edit-to-update (write a page, poll until the served HTML has the change),
 * and static-page throughput under 50 concurrent keep-alive clients.
 */
import http from 'node:http';
import { editPage, siteArgs, type SiteUnderTest } from './site.js';
import { startCli } from './cli.js';
import { summarize, type Summary } from './stats.js';

const URL_LINE = /hub-docs serve: (http:\/\/\S+?)\/?\s/;
const START_TIMEOUT = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServeFigures {
  startMs: Summary;
  editMs: Summary;
  /** The server's own "rebuilt in N ms" for the same edits (null if it printed none). */
  rebuildMs: Summary | null;
  rps: Summary;
  requests: number;
  errors: number;
  rpsSeconds: number;
}

function serveArgs(site: SiteUnderTest) {
  return ['serve', ...siteArgs(site), '--port', '0', '--host', '127.0.0.1'];
}

/** GET with a fresh connection; resolves with the status and body. */
function get(url: string, agent?: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: agent ?? false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export async function measureServe(
  site: SiteUnderTest,
  options: { startRuns: number; editRuns: number; rpsRuns: number; rpsSeconds: number; routes: string[] },
): Promise<ServeFigures> {
  // One unmeasured start fills the serve cache (and writes its output folder) for this docs copy.
  const warm = startCli(serveArgs(site));
  try {
    await warm.waitFor(URL_LINE, START_TIMEOUT);
  } finally {
    await warm.stop();
  }

  const starts: number[] = [];
  for (let i = 0; i < options.startRuns; i++) {
    const started = performance.now();
    const server = startCli(serveArgs(site));
    try {
      const [, url] = await server.waitFor(URL_LINE, START_TIMEOUT);
      const page = await get(url + '/');
      if (page.status !== 200) throw new Error(`serve: GET / gave ${page.status}`);
      starts.push(performance.now() - started);
    } finally {
      await server.stop();
    }
  }

  const server = startCli(serveArgs(site));
  try {
    const [, url] = await server.waitFor(URL_LINE, START_TIMEOUT);
    const edits: number[] = [];
    const rebuilds: number[] = [];
    for (let i = 0; i < options.editRuns; i++) {
      await sleep(300); // let the watcher settle between edits
      const before = (server.output().match(/rebuilt in/g) ?? []).length;
      const started = performance.now();
      const marker = await editPage(site.editFile, 1000 + i);
      // Poll as a reloading browser would, until the served page has the change.
      for (;;) {
        const page = await get(url + site.editRoute);
        if (page.body.includes(marker)) break;
        if (performance.now() - started > 30_000)
          throw new Error(
            `serve: the edit of ${site.editRoute} was not served within 30 s:\n${server.output().slice(-1500)}`,
          );
        await sleep(2);
      }
      edits.push(performance.now() - started);
      // The server logs its rebuild time after the new files are in place: wait for that line.
      const waitUntil = performance.now() + 10_000;
      let logged = [...server.output().matchAll(/rebuilt in (\d+) ms/g)];
      while (logged.length <= before && performance.now() < waitUntil) {
        await sleep(10);
        logged = [...server.output().matchAll(/rebuilt in (\d+) ms/g)];
      }
      if (logged.length > before) rebuilds.push(Number(logged[before][1]));
    }

    const rates: number[] = [];
    let requests = 0;
    let errors = 0;
    for (let i = 0; i < options.rpsRuns; i++) {
      const load = await loadTest(url, options.routes, 50, options.rpsSeconds * 1000);
      rates.push(load.requests / (load.ms / 1000));
      requests += load.requests;
      errors += load.errors;
    }
    return {
      startMs: summarize(starts),
      editMs: summarize(edits),
      rebuildMs: rebuilds.length ? summarize(rebuilds) : null,
      rps: summarize(rates),
      requests,
      errors,
      rpsSeconds: options.rpsSeconds,
    };
  } finally {
    await server.stop();
  }
}

/** `clients` keep-alive loops, each GETting pages in turn until the time is up. */
async function loadTest(
  base: string,
  routes: string[],
  clients: number,
  durationMs: number,
): Promise<{ requests: number; errors: number; ms: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  let requests = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const client = async (n: number) => {
    for (let i = n; performance.now() < deadline; i += clients) {
      try {
        const response = await get(base + routes[i % routes.length], agent);
        if (response.status === 200) requests++;
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  const ms = performance.now() - started;
  agent.destroy();
  return { requests, errors, ms };
}
