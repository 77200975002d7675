/**
 * `/metrics` when the web role runs as several processes (WEB_CONCURRENCY > 1): a scrape lands on
 * whichever process the primary hands the connection to, so that process asks the primary for
 * every process's metrics added up (prom-client's AggregatorRegistry) instead of answering with
 * its own share. One process (the default) answers from its own registry.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'governor:metrics-request';
const RESPONSE = 'governor:metrics-response';
/** How long a process waits for the primary's aggregate before the scrape fails. */
const AGGREGATE_TIMEOUT_MS = 5_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}
interface MetricsResponse {
  type: typeof RESPONSE;
  id: number;
  text?: string;
  error?: string;
}

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** Primary side: answers every web process's request with the metrics of all of them. */
export function serveAggregatedMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, REQUEST)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: RESPONSE, id: message.id, text } satisfies MetricsResponse),
      (err: unknown) => worker.send({ type: RESPONSE, id: message.id, error: String(err) } satisfies MetricsResponse),
    );
  });
}

let nextId = 0;
const pending = new Map<number, { resolve: (text: string) => void; reject: (err: Error) => void; timer: NodeJS.Timeout }>();

/**
 * Web-process side, at start: gives `registry` to the primary's aggregate (prom-client's own
 * protocol) and listens for the aggregates this process asks for. Every process must join before
 * any scrape, or the primary would wait for one that does not answer. Nothing outside a cluster.
 */
export function joinClusterMetrics(registry: Registry): void {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries([registry]);
  // constructing one installs prom-client's listener that answers the primary with this process's share
  new AggregatorRegistry();
  process.on('message', (message: unknown) => {
    if (!isMessage<MetricsResponse>(message, RESPONSE)) return;
    const waiting = pending.get(message.id);
    if (waiting === undefined) return;
    pending.delete(message.id);
    clearTimeout(waiting.timer);
    if (message.text !== undefined) waiting.resolve(message.text);
    else waiting.reject(new Error(message.error ?? 'no metrics from the primary'));
  });
}

/** The text of `/metrics`: this process's registry, or in a cluster the aggregate of every process. */
export function metricsText(registry: Registry): Promise<string> {
  if (!cluster.isWorker) return registry.metrics();
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('the primary did not answer with the metrics in time'));
    }, AGGREGATE_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    process.send!({ type: REQUEST, id } satisfies MetricsRequest);
  });
}
