/**
 * Every html-validate problem (standard rules, as the site quality test runs them) of every HTML
 * file in a built site.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';

export async function htmlProblems(outDir: string): Promise<string[]> {
  const validator = new HtmlValidate({
    extends: ['html-validate:standard'],
    rules: {
      'attribute-boolean-style': 'off',
      'attribute-empty-style': 'off',
      'no-inline-style': 'off',
      'long-title': 'off',
    },
  });
  const problems: string[] = [];
  for (const file of (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html'))) {
    const report = await validator.validateString(await readFile(path.join(outDir, file), 'utf8'), file);
    for (const result of report.results)
      for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
  }
  return problems;
}
