import { Gauge, Histogram, Registry } from 'prom-client';
import type pg from 'pg';
import type { Database } from '../db/client';
import { answerWithRegistry } from './cluster-metrics';
import { readRegistryFigures, type RegistryFigures } from './registry-figures';

/**
 * The registry's Prometheus metrics (issue 43, decision 117), one Registry per app so that tests may build
 * several apps in one process. Figures of this process (requests, pool) are summed across API processes by
 * the primary (cluster-metrics.ts); figures of the shared database are read by every process and the
 * primary keeps the largest (aggregator 'max'), so that N processes do not report N times the outbox.
 */
export interface RegistryMetrics {
  registry: Registry;
  /** A request began (in flight until `finished` is called). */
  requestStarted(): () => void;
  /** A request answered: its route template (or 'unmatched'), method and status. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** A recurring job's run ended well (jobs/*). */
  jobSucceeded(job: string): void;
}

/** Request durations from 5 ms to 10 s: the API's answers, and the slow exports beyond. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Waits for a pooled connection: none at all usually, up to the 10 s after which a request answers 503. */
const POOL_WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10];
/** How long the database's figures are reused: several gauges read them in one scrape. */
const FIGURES_FRESH_MS = 1000;

export function createRegistryMetrics(database: Database): RegistryMetrics {
  const registry = new Registry();
  let inFlight = 0;

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests received and not yet answered',
    registers: [registry],
    collect() {
      this.set(inFlight);
    },
  });

  const pools: [string, pg.Pool | undefined][] = [
    ['primary', database.pool],
    ['replica', database.readPool],
  ];
  const poolWait = new Histogram({
    name: 'safc_db_pool_wait_seconds',
    help: 'Time a query waited for a pooled PostgreSQL connection',
    labelNames: ['pool'] as const,
    buckets: POOL_WAIT_BUCKETS,
    registers: [registry],
  });
  for (const [name, pool] of pools)
    if (pool) timeConnections(pool, (seconds) => poolWait.observe({ pool: name }, seconds));
  new Gauge({
    name: 'safc_db_pool_connections',
    help: 'PostgreSQL connections of the pool, by state (in_use, idle) and pool (primary, replica)',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      for (const [name, pool] of pools) {
        if (!pool) continue;
        this.set({ pool: name, state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
      }
    },
  });
  new Gauge({
    name: 'safc_db_pool_waiting',
    help: 'Queries waiting for a pooled PostgreSQL connection now',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect() {
      for (const [name, pool] of pools) if (pool) this.set({ pool: name }, pool.waitingCount);
    },
  });

  let figures: { at: number; value: Promise<RegistryFigures> } | undefined;
  const readFigures = () => {
    if (!figures || Date.now() - figures.at > FIGURES_FRESH_MS) {
      figures = { at: Date.now(), value: readRegistryFigures(database.db) };
      // A failed read (the database away) is not kept: the next scrape asks again.
      figures.value.catch(() => (figures = undefined));
    }
    return figures.value;
  };
  const shared = (
    name: string,
    help: string,
    set: (gauge: Gauge<string>, value: RegistryFigures) => void,
    labelNames: string[] = [],
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      aggregator: 'max',
      registers: [registry],
      async collect() {
        this.reset();
        set(this, await readFigures());
      },
    });
  shared(
    'safc_seal_lag_seconds',
    'Age of the oldest committed event not yet sealed into the hash chain',
    (gauge, value) => gauge.set(value.sealLagSeconds),
  );
  shared(
    'safc_publication_lag_seconds',
    'Age of the oldest sealed event not yet published to the public registry and log',
    (gauge, value) => gauge.set(value.publicationLagSeconds),
  );
  shared(
    'safc_notification_outbox',
    'Notification mails waiting to be sent, by delivery (now, digest)',
    (gauge, value) => {
      gauge.set({ delivery: 'now' }, value.outbox.now);
      gauge.set({ delivery: 'digest' }, value.outbox.digest);
    },
    ['delivery'],
  );
  shared('safc_idempotent_answers_kept', 'Idempotency-Key answers kept for replay', (gauge, value) =>
    gauge.set(value.idempotentAnswersKept),
  );
  shared(
    'safc_peer_checkpoint_age_seconds',
    "Seconds since each peer registry's log was last checked (only when PEER_REGISTRIES names peers)",
    (gauge, value) => {
      for (const peer of value.peerCheckpointAgeSeconds) gauge.set({ origin: peer.origin }, peer.seconds);
    },
    ['origin'],
  );
  const jobs = new Gauge({
    name: 'safc_job_last_success_timestamp_seconds',
    help: "Unix time of each recurring job's last run that ended well, in any API process of this machine",
    labelNames: ['job'] as const,
    aggregator: 'max',
    registers: [registry],
  });

  // Workers of API_PROCESSES answer the primary's requests with this app's metrics from now on.
  answerWithRegistry(registry);

  return {
    registry,
    requestStarted() {
      inFlight += 1;
      let done = false;
      return () => {
        if (!done) inFlight -= 1;
        done = true;
      };
    },
    observeRequest(route, method, status, seconds) {
      duration.observe({ route, method, status: String(status) }, seconds);
    },
    jobSucceeded(job) {
      jobs.set({ job }, Date.now() / 1000);
    },
  };
}

/**
 * Times each wait for a connection of the pool: node-postgres' pool.query() checks one out through
 * pool.connect(callback), its transactions through pool.connect() as a promise; both pass through here.
 */
function timeConnections(pool: pg.Pool, observe: (seconds: number) => void): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  const timed = (callback?: (...args: unknown[]) => void): unknown => {
    const started = process.hrtime.bigint();
    const done = () => observe(Number(process.hrtime.bigint() - started) / 1e9);
    if (callback) {
      return connect((...args: unknown[]) => {
        done();
        callback(...args);
      });
    }
    return (connect() as Promise<unknown>).finally(done);
  };
  (pool as unknown as { connect: typeof timed }).connect = timed;
}
