import type { Logger } from 'pino';
import { z } from 'zod';

/** Default of SHUTDOWN_TIMEOUT_MS: the whole graceful stop of a process, every step included. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 20_000;

/** SHUTDOWN_TIMEOUT_MS, read by the services' and the gateway's configuration and by runService. */
export const shutdownTimeoutSchema = z.coerce.number().int().min(1000).max(600_000).default(DEFAULT_SHUTDOWN_TIMEOUT_MS);

/** One step of a graceful stop. */
export interface ShutdownStep {
  /** Names the step in the log lines. */
  name: string;
  /** Part of the total budget this step may take (0–1); a step never gets more than what is left of the total. */
  share: number;
  run: () => Promise<unknown>;
  /** Runs when the step overran its budget: cuts what is still going (connections, passes) and may say what was lost. */
  cutShort?: () => Promise<string | void> | string | void;
}

/** Resolves true when `promise` settles within `ms`, false otherwise (it keeps running). A rejection counts as settled. */
export function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  return Promise.race([promise.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs the steps one after the other, each within its share of `totalMs` (and never past the total), logging how long
 * each took or that it was cut short and what that left. A step that throws is logged and the stop goes on.
 */
export async function runShutdown(steps: ShutdownStep[], { totalMs, logger }: { totalMs: number; logger: Logger }): Promise<void> {
  const deadline = Date.now() + totalMs;
  for (const step of steps) {
    const budgetMs = Math.max(0, Math.min(Math.round(step.share * totalMs), deadline - Date.now()));
    const startedAt = Date.now();
    let failure: unknown;
    const finished = await settlesWithin(
      step.run().catch((error: unknown) => {
        failure = error;
      }),
      budgetMs,
    );
    const ms = Date.now() - startedAt;
    if (failure !== undefined) logger.warn({ step: step.name, ms, err: failure }, `shutdown: ${step.name} failed`);
    else if (finished) logger.info({ step: step.name, ms }, `shutdown: ${step.name} done`);
    else {
      const left = await Promise.resolve(step.cutShort?.()).catch(() => undefined);
      logger.warn({ step: step.name, budgetMs, ...(left ? { left } : {}) }, `shutdown: ${step.name} cut short after ${budgetMs} ms`);
    }
  }
}
