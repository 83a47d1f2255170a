/** Renders the rows as one markdown table, with the machine above it and the notes below. */

export interface Row {
  measure: string;
  median: string;
  range: string;
  runs: string;
  target: string;
  /** null: no target for this row. */
  met: boolean | null;
  reference: string;
  note: string;
}

const HEADER = ['Measure', 'Median', 'Min – max', 'Runs', 'Target', 'Met', 'Docusaurus 3.10 (reference)', 'Notes'];

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function renderTable(
  rows: Row[],
  context: { machine: string; date: string; mode: string; notes: string[] },
): string {
  const lines = [
    `Machine: ${context.machine}. Run: ${context.date}, ${context.mode}.`,
    '',
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map((_, i) => (i >= 1 && i <= 3 ? '---:' : '---')).join('|')}|`,
    ...rows.map(
      (r) =>
        `| ${[r.measure, r.median, r.range, r.runs, r.target, r.met === null ? '' : r.met ? '✓' : '✗', r.reference, r.note].map(cell).join(' | ')} |`,
    ),
  ];
  if (context.notes.length) lines.push('', ...context.notes.map((n) => `- ${n}`));
  return lines.join('\n') + '\n';
}
