export async function runServe(..._args: unknown[]): Promise<void> { throw new Error('not yet'); }
