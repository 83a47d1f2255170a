/**
 * Generates an N-page docs tree shaped like the bundled docs (about 7 KB of MDX and 6
 * headings per page), so build figures can be taken at sizes the real docs do not reach.
 * Deterministic: the same N always gives the same files, so runs are comparable.
 *
 * Layout: docs/intro.mdx (the home page) + part-PP/section-SS/topic-NNNN.mdx, 25 pages per
 * section and 10 sections per part, every folder with a _category_.json.
 */
import path from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const DEFINE_CONFIG = fileURLToPath(new URL('../cli/config/define-config.ts', import.meta.url));
const PAGES_PER_SECTION = 25;
const SECTIONS_PER_PART = 10;

// A vocabulary from the hub's domain, so the search index has realistic terms and postings.
const WORDS = (
  'order customer invoice product stock ledger journal account company connector hub message ' +
  'process tracking delivery shipment warehouse payroll employee supplier purchase sales price ' +
  'currency amount quantity unit batch serial location bin transfer routing production costing ' +
  'dimension balance period fiscal budget forecast contract subscription payment refund credit ' +
  'debit tax rate discount margin catalog variant attribute barcode identifier external alias ' +
  'mapping schema field property envelope reference link retry queue webhook token scope tenant ' +
  'environment sandbox release version upgrade migration deprecation validation warning error ' +
  'timeout throughput latency payload request response header status cursor page filter sort ' +
  'snapshot delta sync import export archive audit history owner approval workflow trigger event'
).split(' ');

/**
 * A search session on a generated site: a one-word first query, then another word, two words, a word half typed, a
 * typo.
 */
export const GENERATED_QUERIES = { first: 'order', following: ['customer', 'warehouse stock', 'invoic', 'shipmnet'] };

/** The page types whose JS is measured on a generated site. */
export const GENERATED_PAGE_TYPES = [
  { label: 'home `/`', route: '/' },
  { label: 'topic page `/part-01/section-001/topic-0001`', route: '/part-01/section-001/topic-0001' },
  { label: 'search `/search`', route: '/search' },
];

export interface GeneratedSite {
  dir: string;
  configFile: string;
  docsDir: string;
  staticDir: string;
  /** Every page's route and file, home first. */
  pages: { route: string; file: string }[];
}

/** A small seeded PRNG (mulberry32): the tree must not change between runs. */
export function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const title = (words: string[]) => words.map((w, i) => (i === 0 ? w[0].toUpperCase() + w.slice(1) : w)).join(' ');

export async function generateSite(dir: string, pageCount: number): Promise<GeneratedSite> {
  const rand = random(pageCount);
  const pick = () => WORDS[Math.floor(rand() * WORDS.length)];
  const words = (n: number) => Array.from({ length: n }, pick);
  const sentence = () => title(words(8 + Math.floor(rand() * 10))) + '.';
  const paragraph = () => Array.from({ length: 4 + Math.floor(rand() * 3) }, sentence).join(' ');

  const docsDir = path.join(dir, 'docs');
  const staticDir = path.join(dir, 'static');
  await mkdir(staticDir, { recursive: true });
  const topicCount = Math.max(0, pageCount - 1);
  const topics = Array.from({ length: topicCount }, (_, i) => {
    const section = Math.floor(i / PAGES_PER_SECTION);
    const part = Math.floor(section / SECTIONS_PER_PART);
    const rel = `part-${pad(part + 1, 2)}/section-${pad(section + 1, 3)}/topic-${pad(i + 1, 4)}.mdx`;
    return { index: i, part, section, rel, route: '/' + rel.replace(/\.mdx$/, ''), name: title(words(3)) };
  });

  // Folders first (each with a category file), then the pages.
  const folders = new Map<string, { label: string; position: number }>();
  for (const t of topics) {
    folders.set(`part-${pad(t.part + 1, 2)}`, { label: `Part ${t.part + 1}`, position: t.part + 2 });
    folders.set(path.posix.dirname(t.rel), {
      label: `Section ${t.section + 1}`,
      position: (t.section % SECTIONS_PER_PART) + 1,
    });
  }
  for (const [folder, meta] of folders) {
    await mkdir(path.join(docsDir, folder), { recursive: true });
    await writeFile(path.join(docsDir, folder, '_category_.json'), JSON.stringify(meta) + '\n');
  }

  const link = (from: string, to: (typeof topics)[number]) => {
    const rel = path.posix.relative(path.posix.dirname(from), to.rel);
    return `[${to.name.toLowerCase()}](${rel.startsWith('.') ? rel : './' + rel})`;
  };
  for (const t of topics) {
    // Links to the next page, one in the same part, and one far away, all existing files.
    const targets = [
      topics[(t.index + 1) % topicCount],
      topics[(t.index + 7) % topicCount],
      topics[(t.index * 31 + 13) % topicCount],
    ];
    const links = targets.filter((x) => x !== t).map((x) => link(t.rel, x));
    const body = [
      paragraph(),
      `See also ${links.join(', ')}.`,
      ...Array.from({ length: 3 }, (_, h) => {
        const heading = title(words(3));
        return [`## ${heading} ${h + 1}`, paragraph(), `### ${title(words(2))} details ${h + 1}`, paragraph()].join(
          '\n\n',
        );
      }),
      '## Fields',
      '| Field | Type | Required | Description |\n|---|---|---|---|\n' +
        Array.from(
          { length: 5 },
          () => `| \`${pick()}${title([pick()])}\` | string | ${rand() < 0.5 ? 'yes' : 'no'} | ${sentence()} |`,
        ).join('\n'),
      `:::tip ${title(words(3))}\n${paragraph()}\n:::`,
      '## Example',
      '```ts title="send.ts"\n' +
        `import { HubClient } from '@example/hub';\n\nconst client = new HubClient({ tenant: '${pick()}' });\n` +
        `const result = await client.send('${pick()}', { ${pick()}: 42, ${pick()}: '${pick()}' });\nconsole.log(result.trackingId);\n` +
        '```',
      '```json title="payload.json"\n' +
        JSON.stringify(
          {
            externalIds: [{ sourceSystem: 'erp-eu-01', id: `ID-${t.index}` }],
            [pick()]: pick(),
            amount: '12.50',
            currency: 'EUR',
          },
          null,
          2,
        ) +
        '\n```',
      paragraph(),
    ].join('\n\n');
    const frontMatter = [
      '---',
      `title: "${t.name} ${t.index + 1}"`,
      `description: "${sentence()}"`,
      `keywords: [${words(4).join(', ')}]`,
      `sidebar_position: ${(t.index % PAGES_PER_SECTION) + 1}`,
      '---',
    ].join('\n');
    await writeFile(path.join(docsDir, t.rel), `${frontMatter}\n\n${body}\n`);
  }

  const intro = topics.slice(0, 5).map((t) => `- ${link('intro.mdx', t)}`);
  await writeFile(
    path.join(docsDir, 'intro.mdx'),
    `---\ntitle: "Introduction"\nslug: "/"\ndescription: "A generated ${pageCount}-page site for benchmarks."\nsidebar_position: 1\n---\n\n${paragraph()}\n\n## Start here\n\n${intro.join('\n')}\n`,
  );

  const configFile = path.join(dir, 'site.config.ts');
  await writeFile(
    configFile,
    `import { defineConfig } from ${JSON.stringify(DEFINE_CONFIG)};\n\nexport default defineConfig({\n` +
      `  title: 'Generated docs',\n  url: 'https://bench.example.com',\n  product: { name: 'Switchboard', slug: 'switchboard' },\n` +
      `  footer: { copyright: 'Copyright © 2025 Bench' },\n  search: { resultsLimit: 8, maxResults: 50, contextLength: 50 },\n});\n`,
  );
  return {
    dir,
    configFile,
    docsDir,
    staticDir,
    pages: [
      { route: '/', file: path.join(docsDir, 'intro.mdx') },
      ...topics.map((t) => ({ route: t.route, file: path.join(docsDir, t.rel) })),
    ],
  };
}
