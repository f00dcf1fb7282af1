import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_EVENT_TYPES } from '@safc/domain';
import { createSafcClient, keyedFetch } from '../../../../packages/client/src/index';
import { main } from '../../../../packages/client/src/cli/main';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
import { build, internalTokenFor, type TestApp } from '../helpers/app';
import { PEOPLE, demoLedger, issueBlock, type DemoLedger } from '../ledger/ledger-helpers';
import { startReceiver } from '../webhooks/webhook-receiver';

// Issue 44: the typed client and the `safc` command line, against a test registry listening on 127.0.0.1. The
// CLI signs in with the person's token as an API token would (the same Bearer header).

describe('the typed client and the safc command line (issue 44)', () => {
  let app: TestApp;
  let registry: string;
  let ledger: DemoLedger;
  let folder: string;

  beforeAll(async () => {
    app = await build({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    await publishPublicEvents(app.database.db, await app.logSigner());
    registry = await app.listen({ port: 0, host: '127.0.0.1' });
    ledger = await demoLedger(app);
    folder = await mkdtemp(path.join(tmpdir(), 'hooks-cli-'));
    process.env.SAFC_CONFIG = path.join(folder, 'config.json');
  });
  afterAll(async () => {
    delete process.env.SAFC_CONFIG;
    await app.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** Runs `safc ...` as this person; answers the exit code and what it printed. */
  async function safc(email: string, ...argv: string[]): Promise<{ code: number; out: string }> {
    const lines: string[] = [];
    const token = await internalTokenFor(app, email);
    // The person's registry and token first: a `--token` in argv is read after them and wins.
    const code = await main(['--registry', registry, '--token', token, ...argv], (text) => lines.push(text));
    return { code, out: lines.join('\n') };
  }
  const json = <T>(run: { code: number; out: string }): T => {
    expect(run.code, run.out).toBe(0);
    return JSON.parse(run.out) as T;
  };

  it('prints its help, and says what is missing', async () => {
    const lines: string[] = [];
    expect(await main(['--help'], (text) => lines.push(text))).toBe(0);
    for (const command of [
      'login',
      'holdings',
      'transfer',
      'split',
      'claim',
      'pending',
      'sign',
      'certificate',
      'invoice',
      'claims',
      'verify',
      'listen',
    ])
      expect(lines.join('\n')).toContain(`  ${command}`);
    expect((await safc(PEOPLE.nordicInitiator, 'transfer', 'x')).out).toContain('Missing --volume');
  });

  it('logs in with a token, keeps it readable by its owner only, and lists the holdings as a table or JSON', async () => {
    const token = await internalTokenFor(app, PEOPLE.nordicInitiator);
    const lines: string[] = [];
    expect(await main(['login', '--registry', registry, '--token', token], (t) => lines.push(t))).toBe(0);
    expect(lines[0]).toContain(`Signed in as ${PEOPLE.nordicInitiator}`);
    const whoami: string[] = [];
    expect(await main(['whoami'], (t) => whoami.push(t))).toBe(0);
    expect(whoami.join('\n')).toMatch(new RegExp(`^email\\s+name\\s+id\\n.*\\n${PEOPLE.nordicInitiator}`));
    const { mode } = await import('node:fs').then((fs) => fs.statSync(process.env.SAFC_CONFIG!));
    expect(mode & 0o777).toBe(0o600);
    // The next command reads the login.
    const table: string[] = [];
    expect(await main(['holdings', '--account', ledger.nordicFuel], (t) => table.push(t))).toBe(0);
    expect(table[0]).toMatch(/^serial\s+unitType\s+status\s+volume/);
    const list = json<{ items: { accountId: string }[] }>(
      await safc(PEOPLE.nordicInitiator, 'holdings', '--json'),
    );
    expect(list.items.length).toBeGreaterThan(0);
    expect(new Set(list.items.map((i) => i.accountId)).has(ledger.skyPortfolio)).toBe(false);
  });

  it('transfers, lists what waits, signs and accepts, each write keyed', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel);
    const started = json<{ id: string; status: string }>(
      await safc(
        PEOPLE.nordicInitiator,
        'transfer',
        blockId,
        '--to',
        ledger.skyPortfolio,
        '--volume',
        '5',
        '--json',
      ),
    );
    expect(started.status).toBe('pendingSignature');
    const pending = await safc(PEOPLE.nordicApprover, 'pending');
    expect(pending.out).toContain(started.id);
    expect(
      json<{ status: string }>(await safc(PEOPLE.nordicApprover, 'sign', started.id, '--json')).status,
    ).toBe('pendingAcceptance');
    expect(
      json<{ status: string }>(await safc(PEOPLE.skyApprover, 'accept', started.id, '--json')).status,
    ).toBe('completed');
    const split = json<{ type: string }>(
      await safc(
        PEOPLE.nordicInitiator,
        'split',
        await issueBlock(app, ledger.nordicFuel),
        '--volume',
        '40',
        '--json',
      ),
    );
    expect(split.type).toBe('Split');
    // A refusal is the registry's message, and a non-zero exit.
    const refused = await safc(
      PEOPLE.nordicReadOnly,
      'transfer',
      blockId,
      '--to',
      ledger.skyPortfolio,
      '--volume',
      '1',
    );
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/^safc: 403: /);
  });

  it("verifies a claim with verify-claim.mjs's checks, downloads its certificate, exports a year's claims", async () => {
    // The demo's claim is SkyWays'.
    const retired = json<{ items: { serial: string; claim: { retirementYear?: number } | null }[] }>(
      await safc(PEOPLE.skyInitiator, 'holdings', '--status', 'retired', '--json'),
    );
    const claimed = retired.items.find((unit) => unit.claim?.retirementYear);
    expect(claimed).toBeDefined();
    const verified = await safc(PEOPLE.nordicInitiator, 'verify', claimed!.serial);
    expect(verified.out).toMatch(
      new RegExp(`^OK: the claimed event of ${claimed!.serial} is leaf \\d+ of the tree of size \\d+`),
    );
    expect((await safc(PEOPLE.nordicInitiator, 'verify', 'SAFCA-2099-999999')).code).toBe(1);

    const file = path.join(folder, 'certificate.pdf');
    expect((await safc(PEOPLE.nordicInitiator, 'certificate', claimed!.serial, '--out', file)).code).toBe(0);
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');

    const year = String(claimed!.claim!.retirementYear);
    const rows = json<{ serial: string; retirementYear: number }[]>(
      await safc(PEOPLE.skyInitiator, 'claims', '--year', year, '--json'),
    );
    expect(rows.map((r) => r.serial)).toContain(claimed!.serial);
    // Another company's claims are not its export.
    const nordic = await safc(PEOPLE.nordicInitiator, 'claims', '--year', year, '--json');
    expect(nordic.out).not.toContain(claimed!.serial);
    expect(rows.every((r) => r.retirementYear === Number(year))).toBe(true);
  });

  it('claims part of a block from a form file, the registry judging the form', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel);
    const form = path.join(folder, 'claim.json');
    const year = new Date().getUTCFullYear();
    await writeFile(form, JSON.stringify({ retirementYear: year, retirementCountry: 'NO' }));
    const table = await safc(PEOPLE.nordicInitiator, 'claim', blockId, '--volume', '3', '--data', form);
    expect(table.code, table.out).toBe(0);
    expect(table.out).toMatch(/^id\s+type\s+status\s+volume/);
    expect(table.out).toContain('Claim');
    const started = json<{ id: string; type: string; status: string; volume: string }>(
      await safc(PEOPLE.nordicInitiator, 'claim', blockId, '--volume', '2.5', '--data', form, '--json'),
    );
    expect(started).toMatchObject({ type: 'Claim', status: 'pendingSignature', volume: '2.500' });
    // Signed by the other person, it completes: the claim is the company's own.
    const signed = json<{ status: string }>(await safc(PEOPLE.nordicApprover, 'sign', started.id, '--json'));
    expect(signed.status).toBe('completed');

    // The registry's refusal names the field: a year to come.
    await writeFile(form, JSON.stringify({ retirementYear: year + 1, retirementCountry: 'NO' }));
    const future = await safc(PEOPLE.nordicInitiator, 'claim', blockId, '--volume', '1', '--data', form);
    expect(future.code).toBe(1);
    expect(future.out).toMatch(/^safc: 400: .*retirementYear/);
    // A form that is not JSON, or not there, is said so.
    await writeFile(form, '{ retirementYear: ');
    const garbled = await safc(PEOPLE.nordicInitiator, 'claim', blockId, '--volume', '1', '--data', form);
    expect(garbled).toMatchObject({ code: 2 });
    expect(garbled.out).toContain(`${form} is not a JSON object`);
    const missing = await safc(
      PEOPLE.nordicInitiator,
      'claim',
      blockId,
      '--data',
      path.join(folder, 'no.json'),
    );
    expect(missing.code).toBe(2);
    expect(missing.out).toContain('Cannot read');
  });

  it("lists the company's invoices and downloads one as a PDF", async () => {
    const list = json<{ items: { id: string; number: string | null; status: string }[] }>(
      await safc(PEOPLE.nordicRep, 'invoices', '--json'),
    );
    const issued = list.items.find((invoice) => invoice.status === 'issued');
    expect(issued).toBeDefined();
    const table = await safc(PEOPLE.nordicRep, 'invoices');
    expect(table.out).toMatch(/^number\s+status/);
    expect(table.out).toContain(issued!.number!);
    const file = path.join(folder, 'invoice.pdf');
    const saved = json<{ file: string; bytes: number }>(
      await safc(PEOPLE.nordicRep, 'invoice', issued!.id, '--out', file, '--json'),
    );
    expect(saved.file).toBe(file);
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(saved.bytes);
    // Another company's invoice is not there for it; nor is one that does not exist.
    for (const [email, id] of [
      [PEOPLE.skyInitiator, issued!.id],
      [PEOPLE.nordicRep, '00000000-0000-4000-8000-00000000dead'],
    ] as const) {
      const refused = await safc(email, 'invoice', id, '--out', path.join(folder, 'not.pdf'));
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/^safc: 40[34]: /);
    }
  });

  it('answers what a person gets wrong with a clear message and a non-zero exit, never a stack trace', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel);
    const cases: { argv: string[]; code: number; says: RegExp }[] = [
      { argv: ['holdings', '--token', 'not-a-token'], code: 1, says: /^safc: 401: / },
      // A token may begin with a dash (base64url): it is still read as the token.
      { argv: ['holdings', '--token', '-not-a-token'], code: 1, says: /^safc: 401: / },
      {
        argv: ['holdings', '--registry', 'registry.example'],
        code: 2,
        says: /^safc: --registry: an address/,
      },
      { argv: ['certificate', 'SAFCA-2099-999999'], code: 1, says: /^safc: 404: / },
      { argv: ['verify', 'SAFCA-2099-999999'], code: 1, says: /^safc: 404: / },
      {
        argv: ['transfer', blockId, '--to', ledger.skyPortfolio, '--volume', '1.00001'],
        code: 1,
        says: /^safc: 400: .*volume/,
      },
      { argv: ['split', blockId], code: 2, says: /^safc: Missing --volume/ },
      { argv: ['sign'], code: 2, says: /^safc: Missing ACTION_ID/ },
      {
        argv: ['transfer', 'not-a-block', '--to', ledger.skyPortfolio, '--volume', '1'],
        code: 1,
        says: /^safc: 400: /,
      },
      { argv: ['claims', '--year', 'last'], code: 2, says: /^safc: --year: a year, such as 2026/ },
      { argv: ['listen', '--forward', 'not a url'], code: 2, says: /^safc: --forward: an address/ },
      {
        argv: ['listen', '--forward', 'http://127.0.0.1:9/', '--interval', 'soon'],
        code: 2,
        says: /^safc: --interval: /,
      },
      { argv: ['holdings', '--colour'], code: 2, says: /^safc: Unknown option '--colour'/ },
      { argv: ['fly'], code: 2, says: /^safc: Unknown command "fly"/ },
    ];
    for (const { argv, code, says } of cases) {
      const run = await safc(PEOPLE.nordicInitiator, ...argv);
      expect(run.code, `${argv.join(' ')}: ${run.out}`).toBe(code);
      expect(run.out, argv.join(' ')).toMatch(says);
      expect(run.out, argv.join(' ')).not.toMatch(/\n\s+at /);
    }
    // With --json, a refusal is JSON too: the status and the registry's error answer.
    const asJson = await safc(PEOPLE.nordicInitiator, 'certificate', 'SAFCA-2099-999999', '--json');
    expect(asJson.code).toBe(1);
    expect(JSON.parse(asJson.out)).toMatchObject({ status: 404, error: { statusCode: 404 } });
    // A registry that does not answer is named as such.
    const lines: string[] = [];
    const unreachable = await main(['holdings', '--registry', 'http://127.0.0.1:9', '--token', 't'], (t) =>
      lines.push(t),
    );
    expect(unreachable).toBe(1);
    expect(lines.join('\n')).toMatch(/^safc: Cannot reach the registry at http:\/\/127\.0\.0\.1:9/);
  });

  it('runs as the installed command: its help, and a refusal without a stack trace', async () => {
    const bin = path.resolve(__dirname, '../../../../packages/client/bin/safc.mjs');
    // Not spawnSync: the registry answering the command runs in this process.
    const run = (...argv: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          [bin, ...argv],
          { env: { ...process.env, SAFC_CONFIG: path.join(folder, 'none.json') } },
          (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
        );
      });
    const help = await run('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('safc: the SAFc Registry');
    const refused = await run('holdings', '--registry', registry, '--token', 'wrong');
    expect(refused.code, refused.stderr).toBe(1);
    expect(refused.stdout).toMatch(/^safc: 401: /);
    expect(refused.stderr).toBe('');
  }, 30_000);

  it("listen forwards the company's webhook events to a local address, signed with the secret it prints", async () => {
    const receiver = await startReceiver();
    try {
      const lines: string[] = [];
      const token = await internalTokenFor(app, 'rep@skyways.example');
      // From the start of the log: the demo's transfers to SkyWays are there.
      const started = main(
        [
          'listen',
          '--forward',
          receiver.url('/local'),
          '--after',
          '0',
          '--polls',
          '1',
          '--registry',
          registry,
          '--token',
          token,
        ],
        (t) => lines.push(t),
      );
      expect(await started).toBe(0);
      const secret = /Signing secret for this session: (whsec_\S+)/.exec(lines.join('\n'))?.[1];
      expect(secret).toBeDefined();
      expect(receiver.received.length).toBeGreaterThan(0);
      for (const delivery of receiver.received)
        expect(() =>
          new Webhook(secret!).verify(delivery.body, delivery.headers as Record<string, string>),
        ).not.toThrow();
      const types = receiver.received.map((r) => JSON.parse(r.body).type as string);
      expect(types.every((type) => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type))).toBe(true);
      expect(lines.filter((line) => / -> 200$/.test(line))).toHaveLength(receiver.received.length);
    } finally {
      await receiver.close();
    }
  });

  it('the client keys every write and sends it again, with the same key, when the registry could not answer', async () => {
    const seen: { method: string; key: string | undefined }[] = [];
    const answers = [503, 201];
    const server = createServer((request, response) => {
      seen.push({ method: request.method!, key: request.headers['idempotency-key'] as string | undefined });
      request.resume();
      response.writeHead(answers.shift() ?? 200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = createSafcClient({ registry: `http://127.0.0.1:${port}`, token: 't', backoffMs: 1 });
      const answer = await client.POST('/api/actions/{id}/sign', { params: { path: { id: 'a' } } });
      expect(answer.response.status).toBe(201);
      expect(seen).toHaveLength(2);
      expect(seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen[1]!.key).toBe(seen[0]!.key);
      await client.GET('/api/users/me');
      expect(seen[2]).toEqual({ method: 'GET', key: undefined });
      // A refusal is an answer: not sent again.
      answers.push(409);
      await keyedFetch({ backoffMs: 1 })(
        new Request(`http://127.0.0.1:${port}/api/x`, { method: 'POST', body: '{}' }),
      );
      expect(seen).toHaveLength(4);
    } finally {
      server.close();
    }
  });
});
