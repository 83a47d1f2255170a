/** lastCommitDates (cli/pipeline/git-dates.ts): one `git log` for many files, on a temporary repository. */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lastCommitDates } from '../../cli/pipeline/git-dates.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hub-docs-git-'));
  dirs.push(dir);
  return dir;
}

/** Commits the files at a fixed time (committer and author), so the dates are known. */
function commit(repo: string, files: string[], isoDate: string): void {
  const env = {
    ...process.env,
    GIT_AUTHOR_DATE: isoDate,
    GIT_COMMITTER_DATE: isoDate,
    GIT_AUTHOR_NAME: 'T',
    GIT_AUTHOR_EMAIL: 't@example.com',
    GIT_COMMITTER_NAME: 'T',
    GIT_COMMITTER_EMAIL: 't@example.com',
  };
  execFileSync('git', ['add', ...files], { cwd: repo, env });
  execFileSync('git', ['-c', 'commit.gpgSign=false', 'commit', '-q', '-m', `at ${isoDate}`], { cwd: repo, env });
}

const seconds = (iso: string) => Date.parse(iso) / 1000;

test('the date of each file is its last commit; files never committed and files outside have none', async () => {
  const repo = await tempDir();
  execFileSync('git', ['init', '-q'], { cwd: repo });
  const docs = path.join(repo, 'site', 'docs');
  await mkdir(path.join(docs, 'guide'), { recursive: true });
  const a = path.join(docs, 'a.mdx');
  const b = path.join(docs, 'guide', 'b – ünïcode "quoted".mdx');
  const c = path.join(docs, 'guide', 'c.mdx');
  const untracked = path.join(docs, 'new.mdx');
  await writeFile(a, 'one');
  await writeFile(b, 'one');
  commit(repo, [a, b], '2025-01-10T10:00:00Z');
  await writeFile(a, 'two');
  await writeFile(c, 'one');
  commit(repo, [a, c], '2025-03-14T09:30:00Z');
  await writeFile(path.join(repo, 'elsewhere.txt'), 'x');
  commit(repo, ['elsewhere.txt'], '2025-06-01T00:00:00Z');
  await writeFile(untracked, 'draft');

  const dates = await lastCommitDates([a, b, c, untracked]);
  assert.deepEqual(Object.fromEntries(dates), {
    [a]: seconds('2025-03-14T09:30:00Z'),
    [b]: seconds('2025-01-10T10:00:00Z'),
    [c]: seconds('2025-03-14T09:30:00Z'),
  });
  // Stopped as soon as every file has its date (the newest commit here).
  assert.deepEqual(Object.fromEntries(await lastCommitDates([c])), { [c]: seconds('2025-03-14T09:30:00Z') });
});

test('without a repository (or without any file) there are no dates, and no error', async () => {
  const dir = await tempDir();
  const file = path.join(dir, 'a.mdx');
  await writeFile(file, 'x');
  assert.equal((await lastCommitDates([file])).size, 0);
  assert.equal((await lastCommitDates([])).size, 0);
});
