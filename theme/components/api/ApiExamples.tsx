/** The request samples and the response example of an operation, side by side when there is room. */
import type { ReactNode } from 'react';

export function ApiExamples({ children }: { children?: ReactNode }) {
  return <div className="api-examples">{children}</div>;
}

export function ApiSample({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="api-sample">
      <p className="api-sample__label">{label}</p>
      {children}
    </div>
  );
}

/** An example that folds away (response examples below their schema). */
export function ApiExample({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <details className="api-example">
      <summary>{label}</summary>
      {children}
    </details>
  );
}
