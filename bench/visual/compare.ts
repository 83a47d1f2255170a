/**
 * Compares two folders written by `bench/visual/capture.ts`:
 * `node --import tsx bench/visual/compare.ts <before> <after>`. Screenshots pixel by pixel
 * (decoded by the browser, so no PNG library is needed) and the computed style of every
 * element; prints each difference and exits 1 if there is any.
 *
 * Capturing the same build twice shows the noise floor: the odd antialiased pixel can
 * differ from one run to the next, so a difference is real when it shows against two
 * captures of the "before" build.
 */
import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { launch } from '../../test/helpers/browser.js';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: node --import tsx bench/visual/compare.ts <before> <after>');

interface StyleDump {
  /** Each distinct computed style, as sorted `property:value` lines. */
  styles: string[];
  /** Element path, then the style index of the element, ::before, ::after, ::marker. */
  elements: [string, number, number, number, number][];
}

let problems = 0;
const report = (line: string) => {
  problems++;
  console.log(line);
};

// ---------- screenshots
const shots = (await readdir(path.join(before, 'shots'))).sort();
const shotsAfter = new Set(await readdir(path.join(after, 'shots')));
const browser = await launch();
const page = await browser.newPage();
let identical = 0;
for (const name of shots) {
  if (!shotsAfter.has(name)) {
    report(`screenshot ${name}: missing in ${after}`);
    continue;
  }
  const [a, b] = await Promise.all([
    readFile(path.join(before, 'shots', name)),
    readFile(path.join(after, 'shots', name)),
  ]);
  if (a.equals(b)) {
    identical++;
    continue;
  }
  const diff = (await page.evaluate(`(async () => {
    const load = async (b64) => { const img = new Image(); img.src = 'data:image/png;base64,' + b64; await img.decode(); return img; };
    const [p, q] = await Promise.all([load(${JSON.stringify(a.toString('base64'))}), load(${JSON.stringify(b.toString('base64'))})]);
    if (p.width !== q.width || p.height !== q.height) return { size: [p.width, p.height, q.width, q.height] };
    const pixels = (img) => { const c = document.createElement('canvas'); c.width = img.width; c.height = img.height; const g = c.getContext('2d'); g.drawImage(img, 0, 0); return g.getImageData(0, 0, img.width, img.height).data; };
    const d1 = pixels(p), d2 = pixels(q);
    let count = 0, x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
    for (let i = 0; i < d1.length; i += 4) {
      if (d1[i] === d2[i] && d1[i + 1] === d2[i + 1] && d1[i + 2] === d2[i + 2] && d1[i + 3] === d2[i + 3]) continue;
      count++;
      const x = (i / 4) % p.width, y = Math.floor(i / 4 / p.width);
      x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
    }
    return { count, box: [x0, y0, x1, y1], total: p.width * p.height };
  })()`)) as { size?: number[]; count?: number; box?: number[]; total?: number };
  if (diff.count === 0) identical++;
  else
    report(
      `screenshot ${name}: ${diff.size ? `size ${diff.size.join('×')}` : `${diff.count} of ${diff.total} pixels differ, in the box ${diff.box?.join(',')}`}`,
    );
}
await browser.close();
console.log(`screenshots: ${identical} of ${shots.length} pixel-identical`);

// ---------- computed styles
const load = async (file: string): Promise<StyleDump | null> => {
  const data = await readFile(file).catch(() => null);
  return data && (JSON.parse(gunzipSync(data).toString()) as StyleDump);
};
const properties = (dump: StyleDump, index: number) =>
  new Map(
    dump.styles[index]!.split('\n').map((line) => [
      line.slice(0, line.indexOf(':')),
      line.slice(line.indexOf(':') + 1),
    ]),
  );
const PSEUDOS = ['', '::before', '::after', '::marker'];
// Mermaid draws its shapes with random jitter: what is inside its SVG is not ours to compare.
const MERMAID_INSIDE = /div\.mermaid-diagram[^>]*\[\d+\]>svg[^>]*\[\d+\]>/;

const states = (await readdir(path.join(before, 'styles'))).sort();
let same = 0;
for (const name of states) {
  const [p, q] = await Promise.all([load(path.join(before, 'styles', name)), load(path.join(after, 'styles', name))]);
  if (!p || !q) {
    report(`styles ${name}: missing in ${p ? after : before}`);
    continue;
  }
  const lines: string[] = [];
  if (p.elements.length !== q.elements.length) lines.push(`${p.elements.length} elements, then ${q.elements.length}`);
  for (let i = 0; i < Math.min(p.elements.length, q.elements.length); i++) {
    const [where, ...mine] = p.elements[i]!;
    const [whereAfter, ...theirs] = q.elements[i]!;
    if (MERMAID_INSIDE.test(where)) continue;
    if (where !== whereAfter) {
      lines.push(`element ${i}: ${where}, then ${whereAfter}`);
      break;
    }
    PSEUDOS.forEach((pseudo, k) => {
      if (p.styles[mine[k]!] === q.styles[theirs[k]!]) return;
      const m1 = properties(p, mine[k]!);
      const m2 = properties(q, theirs[k]!);
      const changed = [...new Set([...m1.keys(), ...m2.keys()])].filter((key) => m1.get(key) !== m2.get(key));
      lines.push(
        `${where.split('>').slice(-3).join('>')}${pseudo}: ${changed.map((key) => `${key}: ${m1.get(key)?.slice(0, 80)} → ${m2.get(key)?.slice(0, 80)}`).join('; ')}`,
      );
    });
  }
  if (lines.length === 0) same++;
  else {
    report(`styles ${name}: ${lines.length} differences`);
    for (const line of lines.slice(0, 15)) console.log(`  ${line}`);
  }
}
console.log(`computed styles: ${same} of ${states.length} states identical`);
process.exitCode = problems ? 1 : 0;
