import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createSafcClient, dataOf, SafcError, type SafcClient } from '../index';
import { readCliConfig, writeCliConfig, type CliConfig } from './cli-config';
import { show, type Output, type Row } from './cli-output';
import { listen } from './listen';
import { verifyClaim } from './verify';

// `safc`: the SAFc Registry from a terminal or a script (issue 44, docs/api/client.md). Each command is one or a
// few calls of the typed client; `--json` prints the answers as they came, otherwise a table.

export const HELP = `safc: the SAFc Registry's command line

Usage: safc <command> [arguments] [--json]

  login --registry URL --token TOKEN [--company ID]   keep the registry and an API token (~/.config/safc)
  whoami                                              who the token signs in as, and their companies
  holdings [--account ID] [--status active]           the blocks the company holds
  transfer BLOCK_ID --to ACCOUNT_ID --volume T         start a transfer (signed by another person later)
  split BLOCK_ID --volume T                            start a split into T and the rest
  claim BLOCK_ID --volume T --data claim.json          start a claim of T with the claim form's other fields
  pending                                              actions waiting for you: to sign, accept or approve
  sign ACTION_ID | accept ACTION_ID                    sign or accept an action
  certificate SERIAL [--out FILE]                      a claim's retirement certificate (PDF)
  invoices [--status issued]                           the company's invoices
  invoice INVOICE_ID [--out FILE]                      an invoice (PDF)
  claims --year YYYY                                   the company's claims of a retirement year
  verify SERIAL [--key KEY]                            check a claim is in the registry's signed public log
  listen --forward URL [--secret whsec_...] [--interval S]
                                                       forward the company's webhook events to this machine

Every write carries an Idempotency-Key and is sent again with it if the registry could not answer.
Environment: SAFC_REGISTRY, SAFC_TOKEN, SAFC_COMPANY override the login; SAFC_CONFIG names its file.`;

const OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  registry: { type: 'string' },
  token: { type: 'string' },
  company: { type: 'string' },
  account: { type: 'string' },
  status: { type: 'string' },
  to: { type: 'string' },
  volume: { type: 'string' },
  data: { type: 'string' },
  out: { type: 'string' },
  year: { type: 'string' },
  key: { type: 'string' },
  forward: { type: 'string' },
  secret: { type: 'string' },
  interval: { type: 'string' },
  after: { type: 'string' },
  polls: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

class UsageError extends Error {}

const REGISTRY_EXAMPLE = 'https://registry.example';

const required = (value: string | undefined, what: string): string => {
  if (!value) throw new UsageError(`Missing ${what} (safc --help)`);
  return value;
};

/** An option's number, checked here: the registry never sees these, so a mistake would pass unnoticed. */
function numberOption(value: string, option: string, what: string, valid: (n: number) => boolean): number {
  const number = Number(value);
  if (value.trim() === '' || !valid(number)) throw new UsageError(`${option}: ${what}, not "${value}"`);
  return number;
}

/** An http or https address: the registry's, or the receiver's that `listen` forwards to. */
function httpAddress(value: string, option: string, example: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new UsageError(`${option}: an address such as ${example}, not "${value}"`);
  return value;
}

/**
 * `--token X` read as `--token=X`: an API token is base64url and may begin with a dash, which parseArgs would
 * otherwise refuse as a value that looks like an option ("ambiguous"), once in 64 tokens.
 */
function withTokenJoined(argv: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i += 1)
    if (argv[i] === '--token' && i + 1 < argv.length) joined.push(`--token=${argv[++i]}`);
    else joined.push(argv[i]!);
  return joined;
}

/** The claim form's fields from a JSON file. */
async function formFile(file: string): Promise<Record<string, unknown>> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`Cannot read ${file} (${error.code ?? error.message})`);
  });
  let form: unknown;
  try {
    form = JSON.parse(text);
  } catch {
    form = undefined;
  }
  if (typeof form !== 'object' || form === null || Array.isArray(form))
    throw new UsageError(`${file} is not a JSON object of the claim form's fields (docs/api/ledger.md)`);
  return form as Record<string, unknown>;
}

interface Context {
  client: SafcClient;
  config: CliConfig;
  values: Values;
  args: string[];
  output: Output;
}

async function holdings({ client, values, output }: Context) {
  const query = {
    ...(values.account && { accountId: values.account }),
    ...(values.status && { status: values.status as 'active' }),
    limit: 1000,
  };
  const list = dataOf(await client.GET('/api/units/', { params: { query } }));
  show(output, list, list.items, [
    'serial',
    'unitType',
    'status',
    'volume',
    'freeVolume',
    'accountName',
    'id',
  ]);
}

/** The account a block is held in: the acting account of an operation on it. */
async function accountOf(client: SafcClient, blockId: string): Promise<string> {
  const unit = dataOf(await client.GET('/api/units/{id}', { params: { path: { id: blockId } } }));
  return (unit as { accountId: string }).accountId;
}

const actionColumns = ['id', 'type', 'status', 'volume', 'requiredSignatures', 'expiresAt'];

async function transfer({ client, values, args, output }: Context) {
  const blockId = required(args[0], 'BLOCK_ID');
  const body = {
    blockId,
    volume: required(values.volume, '--volume'),
    recipientId: required(values.to, '--to ACCOUNT_ID'),
    accountId: values.account ?? (await accountOf(client, blockId)),
  };
  const action = dataOf(
    await client.POST('/api/units/{id}/transfer', { params: { path: { id: blockId } }, body }),
  );
  show(output, action, [action], actionColumns);
}

async function split({ client, values, args, output }: Context) {
  const blockId = required(args[0], 'BLOCK_ID');
  const body = {
    blockId,
    volume: required(values.volume, '--volume'),
    accountId: values.account ?? (await accountOf(client, blockId)),
  };
  const action = dataOf(
    await client.POST('/api/units/{id}/split', { params: { path: { id: blockId } }, body }),
  );
  show(output, action, [action], actionColumns);
}

async function claim({ client, values, args, output }: Context) {
  const blockId = required(args[0], 'BLOCK_ID');
  const form = await formFile(required(values.data, '--data claim.json'));
  const body = {
    accountId: values.account ?? (await accountOf(client, blockId)),
    ...form,
    ...(values.volume !== undefined && { volume: values.volume }),
    blockId,
  };
  const action = dataOf(
    await client.POST('/api/units/{id}/claim', { params: { path: { id: blockId } }, body }),
  );
  show(output, action, [action], actionColumns);
}

async function pending({ client, output }: Context) {
  const lists = dataOf(await client.GET('/api/actions/pending', { params: { query: {} } }));
  const rows = Object.entries(lists).flatMap(([waiting, list]) =>
    list.processes.map((action) => ({ waiting, ...action })),
  );
  show(output, lists, rows, ['waiting', 'id', 'type', 'volume', 'serial', 'expiresAt']);
}

async function step({ client, args, output }: Context, verb: 'sign' | 'accept') {
  const id = required(args[0], 'ACTION_ID');
  const path = verb === 'sign' ? '/api/actions/{id}/sign' : '/api/actions/{id}/accept';
  const action = dataOf(await client.POST(path, { params: { path: { id } } }));
  show(output, action, [action], actionColumns);
}

async function download({ client, values, args, output }: Context, what: 'certificate' | 'invoice') {
  const id = required(args[0], what === 'certificate' ? 'SERIAL' : 'INVOICE_ID');
  const answer =
    what === 'certificate'
      ? await client.GET('/api/public/units/{unit}/certificate', {
          params: { path: { unit: id } },
          parseAs: 'arrayBuffer',
        })
      : await client.GET('/api/billing/invoices/{id}/pdf', {
          params: { path: { id } },
          parseAs: 'arrayBuffer',
        });
  const bytes = Buffer.from(dataOf(answer as { data?: ArrayBuffer; error?: unknown; response: Response }));
  const file = values.out ?? `${what}-${id}.pdf`;
  await writeFile(file, bytes);
  show(output, { file, bytes: bytes.length }, [{ file, bytes: bytes.length }], ['file', 'bytes']);
}

async function invoices({ client, values, output }: Context) {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const query = { page, pageSize: 100, ...(values.status && { status: values.status as 'issued' }) };
    const answer = dataOf(await client.GET('/api/billing/invoices', { params: { query } }));
    rows.push(...answer.items);
    if (page * answer.pageSize >= answer.total) break;
  }
  show(output, { items: rows }, rows, [
    'number',
    'status',
    'periodStart',
    'periodEnd',
    'totalCents',
    'currency',
    'dueOn',
    'id',
  ]);
}

async function claims({ client, values, output }: Context) {
  const year = numberOption(
    required(values.year, '--year YYYY'),
    '--year',
    'a year, such as 2026',
    (n) => Number.isInteger(n) && n >= 1000 && n <= 9999,
  );
  const rows: Row[] = [];
  for (let cursor: string | undefined; ;) {
    const page = dataOf(
      await client.GET('/api/units/', {
        params: { query: { status: 'retired', limit: 1000, ...(cursor && { cursor }) } },
      }),
    );
    for (const unit of page.items) {
      const claimed = (unit.claim ?? {}) as Record<string, unknown>;
      if (Number(claimed.retirementYear) !== year) continue;
      rows.push({
        serial: unit.serial,
        unitType: unit.unitType,
        volume: unit.volume,
        co2Abated: unit.co2Abated,
        accountName: unit.accountName,
        retiredAt: unit.retiredAt,
        ...claimed,
      });
    }
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  show(output, rows, rows, [
    'serial',
    'unitType',
    'volume',
    'co2Abated',
    'retirementYear',
    'retirementCountry',
    'accountName',
    'retiredAt',
  ]);
}

async function run(context: Context, command: string): Promise<void> {
  const { client, values, args, output } = context;
  switch (command) {
    case 'whoami': {
      const me = dataOf(await client.GET('/api/users/me'));
      return show(output, me, [me], ['email', 'name', 'id']);
    }
    case 'holdings':
      return holdings(context);
    case 'transfer':
      return transfer(context);
    case 'split':
      return split(context);
    case 'claim':
      return claim(context);
    case 'pending':
      return pending(context);
    case 'sign':
    case 'accept':
      return step(context, command);
    case 'certificate':
    case 'invoice':
      return download(context, command);
    case 'invoices':
      return invoices(context);
    case 'claims':
      return claims(context);
    case 'verify': {
      const verified = await verifyClaim(client, required(args[0], 'SERIAL'), { key: values.key });
      if (output.json) return output.write(JSON.stringify(verified, null, 2));
      return output.write(
        `OK: the ${verified.kind} event of ${verified.serial} is leaf ${verified.leafIndex} of the tree of size ${verified.treeSize}, signed by ${verified.origin}`,
      );
    }
    case 'listen': {
      const controller = new AbortController();
      process.once('SIGINT', () => controller.abort());
      const whole = (n: number) => Number.isInteger(n) && n >= 0;
      await listen(client, {
        forward: httpAddress(
          required(values.forward, '--forward URL'),
          '--forward',
          'http://localhost:8080/webhooks',
        ),
        secret: values.secret,
        after:
          values.after === undefined
            ? undefined
            : numberOption(values.after, '--after', 'a point of the log (a whole number)', whole),
        intervalMs:
          numberOption(values.interval ?? '2', '--interval', 'seconds between polls', (n) => n > 0) * 1000,
        polls:
          values.polls === undefined
            ? undefined
            : numberOption(values.polls, '--polls', 'a number of polls', (n) => whole(n) && n > 0),
        log: output.write,
        signal: controller.signal,
      });
      return;
    }
    default:
      throw new UsageError(`Unknown command "${command}" (safc --help)`);
  }
}

/** Runs one command line; answers the exit code. */
export async function main(argv: string[], write: (text: string) => void = console.log): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: withTokenJoined(argv), options: OPTIONS, allowPositionals: true });
  } catch (error) {
    write(`safc: ${(error as Error).message}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...args] = positionals;
  if (values.help || !command || command === 'help') {
    write(HELP);
    return 0;
  }
  const output: Output = { json: values.json ?? false, write };
  let registry: string | undefined;
  try {
    if (command === 'login') {
      registry = values.registry;
      const config = {
        registry: httpAddress(required(values.registry, '--registry URL'), '--registry', REGISTRY_EXAMPLE),
        token: required(values.token, '--token TOKEN'),
        companyId: values.company,
      };
      const me = dataOf(await createSafcClient(config).GET('/api/users/me'));
      const file = await writeCliConfig(config);
      output.write(
        output.json
          ? JSON.stringify({ file, user: me }, null, 2)
          : `Signed in as ${(me as { email: string }).email}; kept in ${file}`,
      );
      return 0;
    }
    const stored = await readCliConfig();
    const config: CliConfig = {
      registry: values.registry ?? stored.registry,
      token: values.token ?? stored.token,
      companyId: values.company ?? stored.companyId,
    };
    registry = config.registry;
    const client = createSafcClient({
      registry: httpAddress(
        required(config.registry, 'a registry: safc login --registry URL --token TOKEN'),
        '--registry',
        REGISTRY_EXAMPLE,
      ),
      token: config.token,
      companyId: config.companyId,
    });
    await run({ client, config, values, args, output }, command);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      write(`safc: ${error.message}`);
      return 2;
    }
    if (error instanceof SafcError) {
      write(
        output.json
          ? JSON.stringify({ status: error.status, error: error.body }, null, 2)
          : `safc: ${error.status}: ${error.message}`,
      );
      return 1;
    }
    write(`safc: ${messageOf(error, registry)}`);
    return 1;
  }
}

/**
 * What went wrong, in a line: fetch says only "fetch failed" when the registry cannot be reached (the client
 * tried again first), with the reason (ECONNREFUSED, ENOTFOUND...) in its cause.
 */
function messageOf(error: unknown, registry: string | undefined): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as NodeJS.ErrnoException | undefined;
  if (error instanceof TypeError && error.message === 'fetch failed')
    return `Cannot reach the registry at ${registry} (${cause?.code ?? cause?.message ?? error.message})`;
  return error.message;
}
