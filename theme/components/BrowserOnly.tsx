import { useEffect, useState, type ReactNode } from 'react';

/**
 * `@docusaurus/BrowserOnly`: its children (a function) render in the browser only, after hydration; the server renders
 * the fallback.
 */
export function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children() : (fallback ?? null)}</>;
}
