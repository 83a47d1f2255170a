// Quick authoring check for docs pages (used while writing content):
// compiles each MDX file the way the build does and reports errors, word counts,
// invalid ```json blocks and missing front matter. Usage: node scripts/check-mdx.mjs docs/**/*.mdx
import { readFileSync } from 'node:fs';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import matter from 'gray-matter';

let failed = 0;
for (const file of process.argv.slice(2)) {
  const raw = readFileSync(file, 'utf8');
  const problems = [];
  let fm;
  try { fm = matter(raw); } catch (e) { problems.push('front matter: ' + e.message); }
  if (fm) {
    for (const k of ['title', 'description']) if (typeof fm.data[k] !== 'string') problems.push(`front matter: missing ${k}`);
    if (!Array.isArray(fm.data.keywords)) problems.push('front matter: keywords should be a list');
    if (typeof fm.data.sidebar_position !== 'number') problems.push('front matter: sidebar_position should be a number');
    const body = fm.content.replace(/^:::(\w+) (.+)$/gm, ':::$1[$2]');
    try { await compile(body, { remarkPlugins: [remarkGfm, remarkDirective] }); } catch (e) { problems.push(`MDX ${e.line ?? '?'}:${e.column ?? '?'} ${e.reason ?? e.message}`); }
    const prose = fm.content.replace(/```[\s\S]*?```/g, ' ');
    const words = prose.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
    for (const m of fm.content.matchAll(/```json[^\n]*\n([\s\S]*?)```/g)) {
      try { JSON.parse(m[1]); } catch (e) { problems.push('json block does not parse: ' + e.message); }
    }
    if (/lorem|TODO|TBD|placeholder/i.test(fm.content)) problems.push('placeholder text');
    if (/Switchboard|switchboard/.test(raw)) problems.push('literal product name: use %product%');
    console.log(`${problems.length ? 'FAIL' : 'ok  '} ${file} (${words} words)`);
  }
  for (const p of problems) console.log('     ' + p);
  if (problems.length) failed++;
}
process.exit(failed ? 1 : 0);
