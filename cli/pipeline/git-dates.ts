/**
 * When each page's file was last committed, for "Last updated": one `git log` for the whole site
 * (never a process per page), read as it streams, newest commit first, and stopped as soon as
 * every file has its date. The same commit gives the same dates, so builds stay deterministic.
 * No git, no repository, or a file never committed: no date, and nothing is shown.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

/** The folder every file is in (the deepest one). */
function commonFolder(files: string[]): string {
  const parts = files.map((file) => path.dirname(path.resolve(file)).split(path.sep));
  const first = parts[0];
  let length = first.length;
  for (const other of parts) {
    let i = 0;
    while (i < length && i < other.length && other[i] === first[i]) i++;
    length = i;
  }
  return first.slice(0, length).join(path.sep) || path.sep;
}

/**
 * Whether git would find a repository for `dir`: a `.git` (folder, or file of a worktree or
 * submodule) in it or a folder above, or one named by the environment.
 */
function inRepository(dir: string): boolean {
  if (process.env.GIT_DIR) return true;
  for (let folder = dir; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, '.git'))) return true;
    if (path.dirname(folder) === folder) return false;
  }
}

/**
 * Absolute file → the committer time (Unix seconds) of the last commit that changed it. Outside
 * a repository nothing is started (git would only say so): the module that starts processes is
 * not even loaded.
 */
export async function lastCommitDates(files: string[]): Promise<Map<string, number>> {
  const wanted = new Set(files.map((file) => path.resolve(file)));
  const dates = new Map<string, number>();
  if (wanted.size === 0) return dates;
  const dir = commonFolder([...wanted]);
  if (!inRepository(dir)) return dates;
  const { spawn } = await import('node:child_process');
  return new Promise((resolve) => {
    // -z: file names exactly as they are (no quoting); %x1e starts each commit; --relative: names relative to `dir`,
    // and only files under it.
    const git = spawn(
      'git',
      [
        '-C',
        dir,
        '-c',
        'log.showSignature=false',
        'log',
        '--relative',
        '--format=%x1e%ct',
        '--name-only',
        '-z',
        '--',
        '.',
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const decoder = new StringDecoder('utf8');
    let pending = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve(dates);
    };
    /** One commit: "<time>\0\n<file>\0<file>\0…". */
    const read = (record: string) => {
      const [time, ...names] = record.split('\0');
      const seconds = Number(time);
      if (!Number.isInteger(seconds)) return;
      for (const name of names) {
        const file = path.join(dir, name.replace(/^\n/, ''));
        if (name.trim() && wanted.has(file) && !dates.has(file)) dates.set(file, seconds);
      }
    };
    git.stdout.on('data', (chunk: Buffer) => {
      if (done) return;
      const records = (pending + decoder.write(chunk)).split('\x1e');
      pending = records.pop()!;
      records.forEach(read);
      if (dates.size === wanted.size) {
        git.kill();
        finish();
      }
    });
    git.on('error', finish); // no git installed
    git.on('close', (code) => {
      if (!done && code === 0) read(pending + decoder.end());
      finish();
    });
  });
}

/** The last commit dates of every page's source file ("last updated"), when the site shows them; one git call. */
export function siteCommitDates(
  config: { build: { showLastUpdateTime: boolean } },
  versions: { routes: { docs: { doc: { file: string } }[] } }[],
  reference: { file: string }[],
): Promise<Map<string, number>> {
  if (!config.build.showLastUpdateTime) return Promise.resolve(new Map());
  return lastCommitDates([
    ...versions.flatMap((v) => v.routes.docs.map((d) => d.doc.file)),
    ...reference.map((p) => p.file),
  ]);
}
