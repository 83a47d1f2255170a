/**
 * The site the per-site rows measure: a temp COPY of the bundled docs (benchmarks edit pages,
 * and the real docs/ belongs to the writers), or, when the real docs do not build right now
 * (writers mid-edit, broken links), a generated 100-page tree so every row still runs.
 */
import path from 'node:path';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { ROOT, runCli } from './cli.js';
import { GENERATED_QUERIES, generateSite } from './generate.js';

export interface SiteUnderTest {
  /** "bundled docs (87 pages)" or "generated 100-page tree". */
  label: string;
  configFile: string;
  docsDir: string;
  staticDir: string;
  /** The pages whose JS is measured: home, a concept page, a schema page, a troubleshooting page, search. */
  pageTypes: { label: string; route: string }[];
  /** A search session: a one-word first query, then the queries a reader types next. */
  searchQueries: { first: string; following: string[] };
  /** The page the rebuild and edit rows change, and its route. */
  editFile: string;
  editRoute: string;
  /** Why the real docs were not used (null when they were). */
  fallback: string | null;
}

/** `--config … --docs-dir … --static-dir …` for the CLI. */
export function siteArgs(site: SiteUnderTest): string[] {
  return ['--config', site.configFile, '--docs-dir', site.docsDir, '--static-dir', site.staticDir];
}

export async function realDocsProblem(dir: string): Promise<{ copy: string; problem: string | null }> {
  const copy = path.join(dir, 'docs');
  await cp(path.join(ROOT, 'docs'), copy, { recursive: true });
  const check = await runCli([
    'build',
    '--config',
    path.join(ROOT, 'site.config.ts'),
    '--docs-dir',
    copy,
    '--static-dir',
    path.join(ROOT, 'static'),
    '--out-dir',
    path.join(dir, 'check'),
    '--no-cache',
  ]);
  if (check.code === 0) return { copy, problem: null };
  const lines = (check.stderr || check.stdout).trim().split('\n');
  return {
    copy,
    problem: `${lines[0].replace(/^✗\s*/, '')}${lines.length > 1 ? ` (first: ${lines[1].trim().replace(dir, '…')})` : ''}`,
  };
}

export async function prepareSite(dir: string): Promise<SiteUnderTest> {
  await mkdir(dir, { recursive: true });
  const real = await realDocsProblem(path.join(dir, 'real'));
  if (!real.problem) {
    return {
      label: 'bundled docs',
      configFile: path.join(ROOT, 'site.config.ts'),
      docsDir: real.copy,
      staticDir: path.join(ROOT, 'static'),
      pageTypes: [
        { label: 'home `/`', route: '/' },
        {
          label: 'concept `/core-concepts/hub-and-spoke-architecture`',
          route: '/core-concepts/hub-and-spoke-architecture',
        },
        { label: 'concept without a diagram `/core-concepts/canonical-data`', route: '/core-concepts/canonical-data' },
        { label: 'schema `/schema/sales-order`', route: '/schema/sales-order' },
        {
          label: 'API operation `/api-reference/messages/sendMessages`',
          route: '/api-reference/messages/sendMessages',
        },
        {
          label: 'troubleshooting `/end-user-guide/troubleshooting/error-unauthorized`',
          route: '/end-user-guide/troubleshooting/error-unauthorized',
        },
        { label: 'search `/search`', route: '/search' },
      ],
      // Another word, two words, a word half typed, a typo.
      searchQueries: { first: 'order', following: ['customer', 'webhook signature', 'notif', 'rerties'] },
      editFile: path.join(real.copy, 'core-concepts', 'hub-and-spoke-architecture.mdx'),
      editRoute: '/core-concepts/hub-and-spoke-architecture',
      fallback: null,
    };
  }
  const generated = await generateSite(path.join(dir, 'generated-100'), 100);
  const concept = generated.pages[1];
  const other = generated.pages[30];
  return {
    label: 'generated 100-page tree',
    configFile: generated.configFile,
    docsDir: generated.docsDir,
    staticDir: generated.staticDir,
    pageTypes: [
      { label: 'home `/`', route: '/' },
      { label: `page \`${concept.route}\` (stands in for a concept page)`, route: concept.route },
      { label: `page \`${other.route}\` (stands in for a schema page)`, route: other.route },
      { label: 'search `/search`', route: '/search' },
    ],
    searchQueries: GENERATED_QUERIES,
    editFile: concept.file,
    editRoute: concept.route,
    fallback: real.problem,
  };
}

/** Changes one page's text (appends a paragraph with a unique marker); returns the marker. */
export async function editPage(file: string, n: number): Promise<string> {
  const marker = `benchedit${Date.now().toString(36)}x${n}`;
  const source = await readFile(file, 'utf8');
  await writeFile(file, `${source.replace(/\s*$/, '')}\n\nBenchmark edit ${marker}.\n`);
  return marker;
}
