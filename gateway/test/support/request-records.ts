import { metricsRegistry } from '@padel/service-kit';

/** How many requests `http_requests_total` counted with these labels. */
export async function requestsCounted(labels: { method: string; route: string; status: string }): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('http_requests_total')!.get();
  const series = metric.values.find(
    ({ labels: found }) => found.method === labels.method && found.route === labels.route && String(found.status) === labels.status,
  );
  return series?.value ?? 0;
}

/** Waits until `check` holds (a request line is written once the answer is closed, which may follow the client's read). */
export async function eventually(check: () => boolean): Promise<void> {
  for (let waited = 0; waited < 2_000 && !check(); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
}
