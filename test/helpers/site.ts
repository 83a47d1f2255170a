/** Builds small docs sites from inline files in a temp folder (the Eleventy way). */
import { mkdtemp, mkdir, writeFile, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildResult } from '../../cli/build.js';

/** The one fixture site (every reader-facing feature on) of the build, CLI, dev-server and browser tests. */
export const FIXTURE_SITE = fileURLToPath(new URL('../fixtures/site/', import.meta.url));

const DEFINE_CONFIG = fileURLToPath(new URL('../../cli/config/define-config.ts', import.meta.url));

export const DEFAULT_CONFIG = `{
  title: 'Test docs',
  url: 'https://test.example.com',
  product: { name: 'Relay', slug: 'relay' },
  footer: { copyright: 'Copyright © 2025 Test' },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
}`;

export interface TestSite {
  dir: string;
  configFile: string;
  outDir: string;
  write(relPath: string, contents: string): Promise<void>;
  build(extra?: { docsDir?: string; staticDir?: string; outDir?: string }): Promise<BuildResult>;
  read(relPath: string): Promise<string>;
  remove(): Promise<void>;
}

/**
 * createSite for one test file: `after` is its runner's, and every site made is removed once
 * the file's tests are done.
 */
export function sitesOfFile(
  after: (done: () => Promise<unknown>) => void,
): (files: Record<string, string>, config?: string) => Promise<TestSite> {
  const sites: TestSite[] = [];
  after(() => Promise.all(sites.map((s) => s.remove())));
  return async (files, config) => {
    const s = await createSite(files, config);
    sites.push(s);
    return s;
  };
}

export async function createSite(files: Record<string, string>, config = DEFAULT_CONFIG): Promise<TestSite> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hub-docs-test-'));
  const configFile = path.join(dir, 'site.config.ts');
  const outDir = path.join(dir, 'build');
  const site: TestSite = {
    dir,
    configFile,
    outDir,
    async write(relPath, contents) {
      const file = path.join(dir, relPath);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, contents);
    },
    build: (extra = {}) =>
      build({
        configFile,
        outDir: extra.outDir ?? outDir,
        docsDir: extra.docsDir,
        staticDir: extra.staticDir,
        cache: false,
      }),
    read: (relPath) => readFile(path.join(outDir, relPath), 'utf8'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
  await site.write(
    'site.config.ts',
    `import { defineConfig } from ${JSON.stringify(DEFINE_CONFIG)};\nexport default defineConfig(${config});\n`,
  );
  for (const [relPath, contents] of Object.entries(files)) await site.write(relPath, contents);
  return site;
}

/** A new temp folder (its name starting `prefix`) holding `files`: relative path → contents. */
export async function writeTempFolder(prefix: string, files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  for (const [relPath, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, relPath)), { recursive: true });
    await writeFile(path.join(dir, relPath), contents);
  }
  return dir;
}

/** Every file under a folder with its bytes, for byte-for-byte comparisons. */
export async function snapshotDir(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), (await readFile(file)).toString('base64'));
  }
  return files;
}

export const page = (title: string, body: string, extra = '') =>
  `---\ntitle: "${title}"\ndescription: "About ${title.toLowerCase()}."\n${extra}---\n\n${body}\n`;
