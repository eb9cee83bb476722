/**
 * Runs every release step of a test file's `afterAll` in order, each even when one before it failed, then throws what
 * failed. A failed first step (a queue already gone, a stopped engine) would otherwise skip the rest, and a connection
 * left open keeps jest from exiting.
 */
export async function releaseAll(...steps: Array<(() => unknown) | undefined>): Promise<void> {
  const errors: unknown[] = [];
  for (const step of steps) {
    try {
      await step?.();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, `${errors.length} release steps failed`);
}
