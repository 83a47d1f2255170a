export async function runSearch(..._args: unknown[]): Promise<void> { throw new Error('not yet'); }
