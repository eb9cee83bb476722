import type { Logger } from '@padel/service-kit';
import { publishExpiredResults, refreshRanking } from '../domain/ranking/ranking-editions';

export interface RankingScheduleOptions {
  /** How often this instance looks for an edition or a card change made by another instance. */
  refreshMs: number;
  /** How often it checks whether counting results have expired (the weekly edition). */
  expiryCheckMs: number;
}

/** Keeps this instance's ranking current and publishes the weekly edition when results expire. Returns its stop. */
export function startRankingSchedule(options: RankingScheduleOptions, logger: Logger): () => Promise<void> {
  const running = new Set<Promise<void>>();
  let stopped = false;
  const every = (ms: number, job: () => Promise<unknown>, failure: string) => {
    let busy = false;
    const timer = setInterval(() => {
      if (stopped || busy) return;
      busy = true;
      const run = job()
        .then(() => undefined)
        .catch((error: unknown) => logger.warn({ err: error }, failure))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(options.refreshMs, refreshRanking, 'ranking not refreshed'),
    every(options.expiryCheckMs, () => publishExpiredResults(new Date(), logger), 'expired results not published'),
  ];
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
  };
}
