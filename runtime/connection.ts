/** True on slow-2g/2g or with Save-Data: then nothing is prefetched or preloaded. */
export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })
    .connection;
  return Boolean(connection && (connection.saveData || connection.effectiveType?.includes('2g')));
}
