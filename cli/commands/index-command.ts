export async function runIndex(..._args: unknown[]): Promise<void> { throw new Error('not yet'); }
