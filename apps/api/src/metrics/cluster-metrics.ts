import cluster, { type Worker } from 'node:cluster';
import {
  AggregatorRegistry,
  Gauge,
  Registry,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';
import type { MetricsSource } from './metrics-server';

/**
 * The metrics of API_PROCESSES' processes, combined by the primary (decisions 117 and 128). prom-client's own
 * AggregatorRegistry.clusterMetrics() asks every connected worker and fails the whole scrape after 5 s if one
 * is silent: a successor still loading its modules, or a process exiting after its SIGTERM, made scrapes time
 * out across a restart. Here the primary asks only processes that listen (their app and its registry exist),
 * waits at most ANSWER_WITHIN_MS, and combines what it has with prom-client's aggregators.
 */

type ProcessMetrics = MetricObjectWithValues<MetricValue<string>>[];

const REQUEST = 'safc:metrics-request';
const ANSWER = 'safc:metrics-answer';
/** A process's last figures, sent once it has stopped serving, just before it exits. */
const LAST = 'safc:metrics-last';
/** A process busy beyond this counts with its last answer in one scrape rather than hold Prometheus' request. */
const ANSWER_WITHIN_MS = 500;

type Message =
  | { type: typeof REQUEST; id: number }
  | { type: typeof ANSWER; id: number; metrics: ProcessMetrics }
  | { type: typeof LAST; metrics: ProcessMetrics };

const isMessage = (message: unknown): message is Message =>
  typeof message === 'object' &&
  message !== null &&
  [REQUEST, ANSWER, LAST].includes((message as { type?: string }).type ?? '');

let registryOfThisProcess: Registry | undefined;

/** Every process of API_PROCESSES answers with this registry from now on (registry-metrics.ts sets it). */
export function answerWithRegistry(registry: Registry): void {
  registryOfThisProcess = registry;
}

/**
 * This process's figures, each metric on its own: the database's figures fail while the database is away or
 * closed (a stopping process), and the requests counted must reach the primary all the same.
 */
async function figuresOfThisProcess(): Promise<ProcessMetrics> {
  const registry = registryOfThisProcess;
  if (!registry) return [];
  const metrics = await Promise.allSettled(
    registry.getMetricsAsArray().map(({ name }) => registry.getSingleMetric(name)!.get()),
  );
  return metrics.flatMap((metric) => (metric.status === 'fulfilled' ? [metric.value] : []));
}

/** Sends to the primary; a channel closing as the process exits loses the message, never throws. */
function tellThePrimary(message: Message): Promise<void> {
  return new Promise((resolve) => {
    if (!process.connected || !process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

/** A worker answers the primary's requests: with its app's figures once the app exists, with none before. */
export function answerMetricsRequestsOfThePrimary(): void {
  if (!cluster.isWorker) return;
  process.on('message', (message: unknown) => {
    if (!isMessage(message) || message.type !== REQUEST) return;
    void figuresOfThisProcess().then((metrics) => tellThePrimary({ type: ANSWER, id: message.id, metrics }));
  });
}

/**
 * A worker that has stopped serving sends its last figures before it exits, so that the primary's counters
 * and histograms keep what it counted (a sum that went down would read as a reset to Prometheus' rate()).
 */
export async function sendLastMetricsToThePrimary(): Promise<void> {
  if (!cluster.isWorker || !registryOfThisProcess) return;
  await tellThePrimary({ type: LAST, metrics: await figuresOfThisProcess() });
}

/** Only what only grows is kept of a process that ended: its gauges said how it was, not how it is. */
const onlyCounts = (metrics: ProcessMetrics): ProcessMetrics =>
  metrics.filter((metric) => ['counter', 'histogram'].includes(String(metric.type)));

interface Scrape {
  asked: Set<Worker>;
  answers: Map<Worker, ProcessMetrics>;
  settle(): void;
}

/**
 * The primary's source for METRICS_PORT: every listening process's figures, combined (sums, or the aggregator
 * a metric names), and `safc_api_processes_answering`, how many processes answered. Counters and histograms
 * never go down while the primary lives: a process that does not answer in time counts with its last answer,
 * and one that ended keeps counting with its last figures.
 */
export function metricsOfTheApiProcesses(): MetricsSource {
  const listening = new Set<Worker>();
  const lastAnswers = new Map<Worker, ProcessMetrics>();
  let ended: ProcessMetrics[] = [];
  const scrapes = new Map<number, Scrape>();
  let nextId = 0;

  cluster.on('listening', (worker) => listening.add(worker));
  // 'disconnect', not 'exit': the channel closes after the last message in it (LAST) has been read. A process
  // that ended counts from then on with its last figures, in `ended`, and in no scrape's answers.
  cluster.on('disconnect', (worker) => {
    listening.delete(worker);
    const last = lastAnswers.get(worker);
    lastAnswers.delete(worker);
    if (last) ended.push(onlyCounts(last));
    for (const scrape of scrapes.values()) scrape.settle();
  });
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message) || message.type === REQUEST) return;
    lastAnswers.set(worker, message.metrics);
    const scrape = message.type === ANSWER ? scrapes.get(message.id) : undefined;
    if (!scrape?.asked.has(worker)) return;
    scrape.answers.set(worker, message.metrics);
    scrape.settle();
  });

  const own = new Registry();
  const answering = new Gauge({
    name: 'safc_api_processes_answering',
    help: 'API processes whose figures this answer holds (API_PROCESSES when all answered in time)',
    registers: [own],
  });

  /** Each listening process's figures, or after ANSWER_WITHIN_MS its last answer's counts. */
  const ask = (): Promise<ProcessMetrics[]> => {
    const id = nextId++;
    const asked = new Set([...listening].filter((worker) => worker.isConnected()));
    const answers = new Map<Worker, ProcessMetrics>();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        scrapes.delete(id);
        const living = [...asked].filter((worker) => listening.has(worker));
        answering.set(living.filter((worker) => answers.has(worker)).length);
        resolve(living.map((worker) => answers.get(worker) ?? onlyCounts(lastAnswers.get(worker) ?? [])));
      };
      const settle = () => {
        if ([...asked].every((worker) => answers.has(worker) || !listening.has(worker))) done();
      };
      const timer = setTimeout(done, ANSWER_WITHIN_MS);
      scrapes.set(id, { asked, answers, settle });
      for (const worker of asked) worker.send({ type: REQUEST, id } satisfies Message, () => {});
      settle();
    });
  };

  return {
    contentType: Registry.PROMETHEUS_CONTENT_TYPE,
    async metrics() {
      const answers = await ask();
      // The ended processes' counts are folded into one set: many restarts do not make a scrape longer.
      if (ended.length > 1) ended = [await AggregatorRegistry.aggregate(ended).getMetricsAsJSON()];
      const combined = AggregatorRegistry.aggregate([...answers, ...ended, await own.getMetricsAsJSON()]);
      return combined.metrics();
    },
  };
}
