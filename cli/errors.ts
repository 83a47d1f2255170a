/**
 * Errors a writer can act on. Each says what went wrong, where (file:line:col) and how
 * to fix it, and keeps its cause, so the CLI can print the whole chain once
 * (the Eleventy approach: wrap, never swallow).
 */
export interface Location {
  file: string;
  line?: number;
  column?: number;
}

export class HubDocsError extends Error {
  readonly location?: Location;
  readonly hint?: string;

  constructor(message: string, options: { location?: Location; hint?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HubDocsError';
    this.location = options.location;
    this.hint = options.hint;
  }
}

/** Several independent problems found in one pass, reported together. */
export class HubDocsErrorList extends Error {
  readonly errors: HubDocsError[];
  constructor(errors: HubDocsError[], summary: string) {
    super(summary);
    this.name = 'HubDocsErrorList';
    this.errors = errors;
  }
}

export function formatLocation(location: Location | undefined): string {
  if (!location) return '';
  let text = location.file;
  if (location.line !== undefined) text += `:${location.line}`;
  if (location.line !== undefined && location.column !== undefined) text += `:${location.column}`;
  return text;
}

/** Warnings as the CLI prints them: "file:line:col warning: message" and the hint, each. */
export function formatWarnings(warnings: HubDocsError[]): string {
  return warnings
    .map((w) =>
      [
        `${formatLocation(w.location) ? formatLocation(w.location) + ' ' : ''}warning: ${w.message}`,
        ...(w.hint ? [`  hint: ${w.hint}`] : []),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * The warnings a build had found when it failed, on the error it throws (`withWarnings`): formatError prints them
 * first, as the summary of a build that succeeds does. What explains the failure is often among them (what a config
 * read without its packages left out).
 */
const WARNINGS = Symbol('hub-docs.warnings');

export function withWarnings(error: unknown, warnings: readonly HubDocsError[]): unknown {
  if (warnings.length && error !== null && typeof error === 'object' && !(WARNINGS in error))
    Object.defineProperty(error, WARNINGS, { value: [...warnings] });
  return error;
}

/**
 * One error as printed by the CLI: the warnings its build had found, then "file:line:col error: message", the hint,
 * then each cause.
 */
export function formatError(error: unknown): string {
  const warnings =
    error !== null && typeof error === 'object' && WARNINGS in error ? (error[WARNINGS] as HubDocsError[]) : [];
  const formatted = formatFailure(error);
  return warnings.length ? `${formatWarnings(warnings)}\n${formatted}` : formatted;
}

function formatFailure(error: unknown): string {
  if (error instanceof HubDocsErrorList) {
    return [`${error.message}`, ...error.errors.map((e, i) => indent(`${i + 1}. ${formatFailure(e)}`))].join('\n');
  }
  if (!(error instanceof Error)) return String(error);
  const lines: string[] = [];
  const where = error instanceof HubDocsError ? formatLocation(error.location) : '';
  lines.push(`${where ? where + ' ' : ''}error: ${error.message}`);
  if (error instanceof HubDocsError && error.hint) lines.push(`  hint: ${error.hint}`);
  let cause = (error as { cause?: unknown }).cause;
  while (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    lines.push(`  cause: ${message}`);
    cause = cause instanceof Error ? (cause as { cause?: unknown }).cause : undefined;
  }
  return lines.join('\n');
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((l, i) => (i === 0 ? '  ' + l : '     ' + l))
    .join('\n');
}

/** An error as plain data, so it crosses a worker thread with its location, hint and causes. */
export interface SerializedError {
  message: string;
  stack?: string;
  location?: Location;
  hint?: string;
  cause?: SerializedError;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const e = error as Error & { location?: Location; hint?: string };
  const cause = (error as { cause?: unknown }).cause;
  return {
    message: e.message,
    stack: e.stack,
    location: e.location,
    hint: e.hint,
    cause: cause === undefined ? undefined : serializeError(cause),
  };
}

/** The error again, as a HubDocsError when it had a location or hint, with its chain of causes. */
export function deserializeError(data: SerializedError): Error {
  const cause = data.cause ? deserializeError(data.cause) : undefined;
  const error =
    data.location || data.hint
      ? new HubDocsError(data.message, { location: data.location, hint: data.hint, cause })
      : new Error(data.message, cause ? { cause } : undefined);
  if (data.stack) error.stack = data.stack;
  return error;
}
