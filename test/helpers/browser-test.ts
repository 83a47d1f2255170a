/**
 * node:test's `test`, `before` and `after` for tests that need a browser. With a browser found
 * they are node:test's own. With none, a file reports one failure that says what was looked
 * for and how to fix it, and its browser tests are skipped with a pointer to it: one clear
 * line instead of a launch error per test after minutes of timeouts, while the tests that
 * need no browser still run and report.
 */
import * as nodeTest from 'node:test';
import { BROWSER } from './browser.js';

let reported = false;

export function test(name: string, ...rest: [nodeTest.TestFn] | [nodeTest.TestOptions, nodeTest.TestFn]): void {
  if ('path' in BROWSER) {
    void nodeTest.test(name, ...(rest as [nodeTest.TestOptions, nodeTest.TestFn]));
    return;
  }
  if (!reported) {
    reported = true;
    void nodeTest.test('a browser for the browser tests', () => {
      throw new Error('error' in BROWSER ? BROWSER.error : 'no browser');
    });
  }
  void nodeTest.test(name, { skip: 'no browser found (see "a browser for the browser tests")' });
}

export function before(fn: nodeTest.HookFn): void {
  if ('path' in BROWSER) nodeTest.before(fn);
}

export function after(fn: nodeTest.HookFn): void {
  if ('path' in BROWSER) nodeTest.after(fn);
}
