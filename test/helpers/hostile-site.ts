/**
 * The property of untrusted docs, for fast-check: a site whose file names, slugs, ids, tag
 * permalinks, category slugs and docs route are generated from hostile pieces ("..", "%2e%2e",
 * backslashes, drive letters, NUL, "?", lone surrogates, names too long for a file system, case
 * twins) builds, or fails with errors that each name a file; and either way every file the build
 * wrote is inside its output folder. One sandbox holds the site, six folders deep, so a route that
 * climbs is caught wherever it lands; each case replaces the docs of the last one, and builds with
 * the caches on (what a rebuild reuses is exercised too, and a case costs ~0.3 s, not ~2 s).
 */
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../cli/build.js';
import { formatError, HubDocsError, HubDocsErrorList } from '../../cli/errors.js';
import { pageHtmlFile } from '../../cli/pipeline/output-path.js';

const DEFINE_CONFIG = fileURLToPath(new URL('../../cli/config/define-config.ts', import.meta.url));

/** What goes into a route: the pieces an attacker or a careless writer would try, and some plain and random text. */
const piece = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '..',
      '.',
      '',
      '%2e%2e',
      '%2E.',
      '.%2e',
      '%2f..',
      '..\\..',
      '\\',
      'C:',
      'c:\\x',
      '\0',
      ' ',
      'Über uns',
      'a b',
      '?',
      '#',
      '%',
      '%20',
      '100%',
      '~',
      'CON',
      'index',
      'Index',
      'README',
      '404',
      'search',
      'assets',
      'tags',
      'category',
      'x'.repeat(260),
      '\u202e',
      '\ud800',
      '%product%',
      '-',
      '\n',
      'sitemap.xml',
      'llms.txt',
      'a.md',
      'index.md',
      'Sidebar-1.json',
    ),
  },
  { weight: 4, arbitrary: fc.stringMatching(/^[a-zA-Z0-9._-]{1,6}$/) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 5 }) },
);

/** A path made of pieces, absolute or relative. */
const pathish = fc
  .tuple(fc.constantFrom('', '/', './', '../', '//', '/docs/'), fc.array(piece, { minLength: 1, maxLength: 4 }))
  .map(([prefix, parts]) => prefix + parts.join('/'));

/** A name the file system takes (no "/", no NUL, at most 200 bytes), hostile otherwise. */
const fileName = piece.filter(
  (name) =>
    name !== '' &&
    name !== '.' &&
    name !== '..' &&
    !/[/\0]/.test(name) &&
    Buffer.byteLength(name) <= 200 &&
    !/[\ud800-\udfff]/u.test(name),
);

const tag = fc.record({
  label: piece.filter((label) => label.trim() !== ''),
  permalink: fc.option(pathish, { nil: undefined }),
});

/** Often absent: a site of a few hostile fields builds often enough for its output to be checked too. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 2 });

const generatedPage = fc.record({
  folder: sometimes(fileName),
  name: fileName,
  slug: sometimes(pathish),
  id: sometimes(piece),
  tags: sometimes(fc.array(tag, { minLength: 1, maxLength: 2 })),
});

export interface HostileSite {
  pages: {
    folder?: string;
    name: string;
    slug?: string;
    id?: string;
    tags?: { label: string; permalink?: string }[];
  }[];
  categorySlug?: string;
  routeBasePath?: string;
}

export const hostileSite: fc.Arbitrary<HostileSite> = fc.record({
  pages: fc.array(generatedPage, { minLength: 1, maxLength: 3 }),
  categorySlug: sometimes(pathish),
  routeBasePath: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: pathish }),
});

/** A string as YAML reads it back: JSON's double-quoted form is YAML's. */
const yaml = (value: string) => JSON.stringify(value);

function pageSource(page: HostileSite['pages'][number]): string {
  const lines = ['---', 'title: "A page"'];
  if (page.slug !== undefined) lines.push(`slug: ${yaml(page.slug)}`);
  if (page.id !== undefined) lines.push(`id: ${yaml(page.id)}`);
  if (page.tags)
    lines.push(
      'tags:',
      ...page.tags.map(
        (t) => `  - { label: ${yaml(t.label)}${t.permalink !== undefined ? `, permalink: ${yaml(t.permalink)}` : ''} }`,
      ),
    );
  lines.push('---', '', 'Some text.', '');
  return lines.join('\n');
}

/** A sandbox holding one site, six folders deep; check() builds a generated site in it. */
export class HostileSandbox {
  readonly root = mkdtempSync(path.join(tmpdir(), 'hub-docs-hostile-'));
  readonly siteDir = path.join(this.root, 'a', 'b', 'c', 'd', 'e', 'f', 'site');
  readonly outDir = path.join(this.siteDir, 'build');
  readonly configFile = path.join(this.siteDir, 'site.config.ts');
  outcomes = { built: 0, refused: 0 };

  /** Builds the site; throws (with the generated input) when the property does not hold. */
  async check(site: HostileSite): Promise<void> {
    const docsDir = path.join(this.siteDir, 'docs');
    rmSync(docsDir, { recursive: true, force: true });
    mkdirSync(docsDir, { recursive: true });
    const sources = new Set(['site.config.ts']);
    const put = (relPath: string, text: string) => {
      try {
        mkdirSync(path.dirname(path.join(this.siteDir, relPath)), { recursive: true });
        writeFileSync(path.join(this.siteDir, relPath), text);
      } catch (error) {
        // A folder named like a file written before ("x.md/" beside "x.md"): the site has no such page.
        if (['EEXIST', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code!)) return;
        throw error;
      }
      sources.add(relPath);
    };
    const base =
      site.routeBasePath === undefined ? '' : `\n  docs: { routeBasePath: ${JSON.stringify(site.routeBasePath)} },`;
    put(
      'site.config.ts',
      `import { defineConfig } from ${JSON.stringify(DEFINE_CONFIG)};\nexport default defineConfig({\n  title: 'Hostile',\n  url: 'https://hostile.example.com',${base}\n});\n`,
    );
    put('docs/index.md', '# Home\n\nHello.\n');
    for (const page of site.pages) put(path.join('docs', page.folder ?? '', `${page.name}.md`), pageSource(page));
    if (site.categorySlug !== undefined) {
      put(
        'docs/guide/_category_.json',
        JSON.stringify({ label: 'Guide', link: { type: 'generated-index', slug: site.categorySlug } }),
      );
      put('docs/guide/one.md', '# One\n');
    }
    let routes: string[] | null = null;
    try {
      routes = (await build({ configFile: this.configFile, outDir: this.outDir, cache: true })).routes;
      this.outcomes.built++;
    } catch (error) {
      const errors = error instanceof HubDocsErrorList ? error.errors : [error];
      const unlocated = errors.filter((e) => !(e instanceof HubDocsError) || !e.location?.file);
      if (unlocated.length)
        throw new Error(`the build failed without naming a file:\n${unlocated.map((e) => formatError(e)).join('\n')}`);
      this.outcomes.refused++;
    }
    const stray = this.filesOutside(sources);
    if (stray.length) throw new Error(`the build wrote outside its output folder: ${stray.join(', ')}`);
    for (const route of routes ?? [])
      if (!existsSync(path.join(this.outDir, pageHtmlFile(route))))
        throw new Error(`the page of ${JSON.stringify(route)} is missing`);
  }

  /** Every file in the sandbox that is neither a source nor in the output folder. */
  private filesOutside(sources: Set<string>): string[] {
    const out = path.relative(this.root, this.outDir) + path.sep;
    const site = path.relative(this.root, this.siteDir) + path.sep;
    return (
      readdirSync(this.root, { recursive: true, withFileTypes: true }) as {
        parentPath: string;
        name: string;
        isDirectory(): boolean;
      }[]
    )
      .filter((e) => !e.isDirectory())
      .map((e) => path.relative(this.root, path.join(e.parentPath, e.name)))
      .filter((file) => !file.startsWith(out) && !(file.startsWith(site) && sources.has(file.slice(site.length))));
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
