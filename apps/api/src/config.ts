import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withoutTrailingSlashes } from '@safc/domain';
import { z } from 'zod';
import { REPOSITORY_ROOT } from './paths';
import { parsePeerRegistries, type PeerRegistry } from './services/peers/peer-registries';

// Relative paths (DATA_DIR, WEB_DIST, UPLOADS_DIR) are taken from the repository root, so `npm start` at the
// root and `npm start -w @safc/api` in apps/api use the same data folder.
const repositoryRoot = REPOSITORY_ROOT;
const fromRepositoryRoot = (value: string): string => path.resolve(repositoryRoot, value);

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = optionalText.pipe(z.url().optional());

const EnvironmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText,
  DATABASE_READ_URL: optionalText,
  // Processes serving the API on one port (node:cluster), PostgreSQL only: one is one core's worth.
  API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  LOG_SIGNING_KEY: optionalText,
  LOG_ORIGIN: optionalText,
  // Registries whose public logs this one follows and witnesses (issue 40): '<base URL> <log key>;...'.
  PEER_REGISTRIES: optionalText,
  WITNESS_SIGNING_KEY: optionalText,
  WITNESS_NAME: optionalText,
  PUBLIC_URL: optionalUrl,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().trim().min(1).default('safc-web'),
  OIDC_AUDIENCE: optionalText,
  APP_ENV: z.enum(['development', 'production']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BUILD_VERSION: optionalText,
  WEB_DIST: z.string().trim().min(1).default('apps/web/dist'),
  UPLOADS_DIR: optionalText,
  // Where uploaded files' bytes live (decision 116): in the database by default, or in UPLOADS_DIR.
  FILE_STORAGE: z.enum(['database', 'folder']).default('database'),
  // Prometheus metrics (decision 117): their own listener, on this machine only unless METRICS_HOST says.
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  // How long a stopping process lets the requests in flight finish before it exits anyway (decision 118).
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_TOKEN_EXCHANGE_PER_MINUTE: z.coerce.number().int().positive().default(60),
  SIGN_IN_LOCKOUT_FAILURES: z.coerce.number().int().positive().default(5),
  SIGN_IN_LOCKOUT_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  SIGN_IN_LOCK_AFTER_BACKOFFS: z.coerce.number().int().positive().default(5),
  SIGN_IN_CLIENT_FAILURES_PER_HOUR: z.coerce.number().int().positive().default(60),
  // Registry administrators must have a second factor (decision 089); on by default in production only.
  REQUIRE_ADMIN_MFA: z.enum(['true', 'false']).optional(),
  // The public SAFc Registry site hosts the user guide; a deployment can point at its own copy.
  USER_GUIDE_URL: z.url().default('https://safcregistry.org/'),
  // Who issues the invoices (issue 9): printed at the head of every invoice and its e-mail.
  BILLING_ISSUER_NAME: z.string().trim().min(1).default('SAFc Registry'),
  BILLING_ISSUER_ADDRESS: z.string().trim().default(''),
  BILLING_ISSUER_EMAIL: optionalText.pipe(z.email().optional()),
  // The web's error-reporting client (Sentry protocol) stays off unless a DSN is given.
  ERROR_REPORTING_DSN: optionalUrl,
  // Outgoing mail: an SMTP server as a URL with its credentials; unset, mail is written to DATA_DIR/mail.
  SMTP_URL: optionalText.pipe(
    z
      .url({
        protocol: /^smtps?$/,
        error: 'Give an smtp:// or smtps:// URL, e.g. smtps://user:pass@host:465',
      })
      .optional(),
  ),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
      error: 'Give an address, or a name and an address: SAFc Registry <no-reply@example.org>',
    })
    .default('SAFc Registry <no-reply@safc-registry.example>'),
  // The hour (UTC) at which daily notification digests go out (issue 12, docs/decisions/033).
  NOTIFICATION_DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(6),
  // How long an answer stored under an Idempotency-Key is replayed (docs/decisions/083).
  IDEMPOTENT_ANSWERS_KEPT_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  // Webhooks may be delivered to loopback and private addresses (development and tests only, decision 123).
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
});

export type AppEnvironment = 'development' | 'production';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A read replica for the public pages (DATABASE_READ_URL); they read from databaseUrl when unset. */
  databaseReadUrl: string | undefined;
  /** The public log's signing key and origin (docs/decisions/011). */
  publicLog: {
    /** LOG_SIGNING_KEY in Go's note format; unset, a key is generated on first start and kept in the database. */
    signingKey: string | undefined;
    /** The checkpoints' origin line and the generated key's name. */
    origin: string;
  };
  /** Registries this one follows and witnesses (PEER_REGISTRIES, docs/decisions/098). */
  peers: PeerRegistry[];
  /** This registry's witness key (C2SP tlog-witness, docs/decisions/100). */
  witness: {
    /** WITNESS_SIGNING_KEY in Go's note format; unset, a key is generated on first use and kept in the database. */
    signingKey: string | undefined;
    /** The generated key's name (WITNESS_NAME, by default the registry's host and /witness). */
    name: string;
  };
  /** Where browsers reach the registry; every redirect URI and the embedded issuer derive from it. */
  publicUrl: string;
  oidc: {
    issuer: string;
    clientId: string;
    /** The API's resource indicator: the `aud` of the provider's access tokens. */
    audience: string;
    /** True when the issuer is ours: the provider is mounted at /oidc in this process. */
    embedded: boolean;
  };
  environment: AppEnvironment;
  logLevel: string;
  /** Behind a load balancer: client address and scheme come from X-Forwarded-* (DESIGN §10). */
  trustProxy: boolean;
  buildVersion: string;
  webDist: string;
  uploadsDir: string;
  /** Where uploaded bytes live: the database (default) or the folder uploadsDir (FILE_STORAGE=folder). */
  fileStorage: 'database' | 'folder';
  /** The Prometheus listener (METRICS_PORT, METRICS_HOST); port 0 turns it off. */
  metrics: { port: number; host: string };
  /** SHUTDOWN_GRACE_MS: how long requests in flight may take once SIGTERM came. */
  shutdownGraceMs: number;
  rateLimits: {
    /** Sign-in attempts per minute for one e-mail address from one client address. */
    signInPerMinute: number;
    /** Token exchanges per minute from one client address. */
    tokenExchangePerMinute: number;
  };
  /**
   * Failed sign-ins to one e-mail address within the window hold it back (1, 5, 15 minutes); the
   * lockAfterBackoffs-th back-off since its last sign-in locks it until an administrator lifts it; one client
   * address may fail clientFailuresPerHour times an hour across all addresses (decision 088).
   */
  signInLockout: {
    failures: number;
    windowMinutes: number;
    lockAfterBackoffs: number;
    clientFailuresPerHour: number;
  };
  /** Registry administrators sign in only with a second factor, and set one up at sign-in if they have none. */
  requireAdminMfa: boolean;
  /**
   * Whether this is the demo registry (decision 103: SEED_DEMO, else a PUBLIC_URL on this machine): an empty
   * one gets the demo companies, users and units at start, and the sign-in page lists the demo users.
   */
  seedDemo: boolean;
  /** How many API processes `npm start` runs on the port (API_PROCESSES; more than one needs PostgreSQL). */
  apiProcesses: number;
  /** Days an Idempotency-Key's answer is replayed; after them a retry is refused, never run again. */
  idempotentAnswersKeptDays: number;
  userGuideUrl: string;
  billing: {
    issuerName: string;
    /** Address lines of the issuer (BILLING_ISSUER_ADDRESS, lines separated by ';'). */
    issuerAddressLines: string[];
    issuerEmail: string | undefined;
  };
  /** Where the web reports errors and replays (platform spec §9); null: no reporting. */
  errorReportingDsn: string | null;
  /** Webhook deliveries (issue 44): whether loopback and private addresses may be posted to (decision 123). */
  webhooks: { allowPrivate: boolean };
  mail: {
    /** SMTP_URL in production; undefined: every message is written to DATA_DIR/mail instead. */
    smtpUrl: string | undefined;
    /** The From of every message. */
    from: string;
    /** The hour (UTC) at which daily notification digests are sent. */
    digestHourUtc: number;
  };
}

function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? '0.0.0';
}

function gitShortSha(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    })
      .toString()
      .trim();
  } catch {
    // Deployed images often carry no .git folder; the package version alone is then the build version.
    return undefined;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvironmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  if (values.API_PROCESSES > 1 && !values.DATABASE_URL) {
    // PGlite lives inside one process; several processes share only a PostgreSQL server.
    throw new Error('Invalid configuration: API_PROCESSES: more than one process needs DATABASE_URL');
  }
  const publicUrl = withoutTrailingSlashes(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`);
  // Decision 103: a registry is the demo when it says so, or when nobody but this machine can reach it; a
  // deployment that forgets a variable is a production registry without the demo's published password.
  const demo = values.SEED_DEMO ? values.SEED_DEMO === 'true' : isOnThisMachine(publicUrl);
  if (values.WEBHOOK_ALLOW_PRIVATE === 'true' && values.APP_ENV === 'production' && !demo) {
    // A production registry posting into its own network is the hole the guard closes (decision 123).
    throw new Error(
      'Invalid configuration: WEBHOOK_ALLOW_PRIVATE: true only in development or the demo, never in production',
    );
  }
  const embeddedIssuer = `${publicUrl}/oidc`;
  const issuer = withoutTrailingSlashes(values.OIDC_ISSUER ?? embeddedIssuer);
  const dataDir = fromRepositoryRoot(values.DATA_DIR);
  const sha = values.BUILD_VERSION ? undefined : gitShortSha();

  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databaseReadUrl: values.DATABASE_URL ? values.DATABASE_READ_URL : undefined,
    publicLog: {
      signingKey: values.LOG_SIGNING_KEY,
      origin: values.LOG_ORIGIN ?? `${new URL(publicUrl).host}/public-log`,
    },
    peers: parsePeerRegistries(values.PEER_REGISTRIES),
    witness: {
      signingKey: values.WITNESS_SIGNING_KEY,
      name: values.WITNESS_NAME ?? `${new URL(publicUrl).host}/witness`,
    },
    publicUrl,
    oidc: {
      issuer,
      clientId: values.OIDC_CLIENT_ID,
      audience: values.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      embedded: issuer === embeddedIssuer,
    },
    environment: values.APP_ENV,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY === 'true',
    buildVersion: values.BUILD_VERSION ?? (sha ? `${packageVersion()}+${sha}` : packageVersion()),
    webDist: fromRepositoryRoot(values.WEB_DIST),
    uploadsDir: values.UPLOADS_DIR ? fromRepositoryRoot(values.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    fileStorage: values.FILE_STORAGE,
    metrics: { port: values.METRICS_PORT, host: values.METRICS_HOST },
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    rateLimits: {
      signInPerMinute: values.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      tokenExchangePerMinute: values.RATE_LIMIT_TOKEN_EXCHANGE_PER_MINUTE,
    },
    signInLockout: {
      failures: values.SIGN_IN_LOCKOUT_FAILURES,
      windowMinutes: values.SIGN_IN_LOCKOUT_WINDOW_MINUTES,
      lockAfterBackoffs: values.SIGN_IN_LOCK_AFTER_BACKOFFS,
      clientFailuresPerHour: values.SIGN_IN_CLIENT_FAILURES_PER_HOUR,
    },
    requireAdminMfa: values.REQUIRE_ADMIN_MFA
      ? values.REQUIRE_ADMIN_MFA === 'true'
      : values.APP_ENV === 'production' && !demo,
    seedDemo: demo,
    apiProcesses: values.API_PROCESSES,
    idempotentAnswersKeptDays: values.IDEMPOTENT_ANSWERS_KEPT_DAYS,
    userGuideUrl: values.USER_GUIDE_URL,
    billing: {
      issuerName: values.BILLING_ISSUER_NAME,
      issuerAddressLines: values.BILLING_ISSUER_ADDRESS.split(';')
        .map((line) => line.trim())
        .filter(Boolean),
      issuerEmail: values.BILLING_ISSUER_EMAIL,
    },
    errorReportingDsn: values.ERROR_REPORTING_DSN ?? null,
    webhooks: { allowPrivate: values.WEBHOOK_ALLOW_PRIVATE === 'true' },
    mail: {
      // Development and the demo never send real mail, so demo addresses cannot reach anyone.
      smtpUrl: values.APP_ENV === 'production' && !demo ? values.SMTP_URL : undefined,
      from: values.MAIL_FROM,
      digestHourUtc: values.NOTIFICATION_DIGEST_HOUR_UTC,
    },
  };
}

/** A PUBLIC_URL only this machine reaches: localhost, or a loopback address. */
function isOnThisMachine(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host.startsWith('127.');
}
