import { execFile } from 'node:child_process';
import { createHash, createPublicKey, verify } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LogCheckpoint } from '@safc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointBody } from '../../src/services/public-log/checkpoint';
import { logSignerOf, parseSignerKey } from '../../src/services/public-log/log-signer';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
import { expireUnits } from '../../src/services/units/expire-units';
import { requestCosignature } from '../../src/services/witness/request-cosignatures';
import { witnessSignerOf } from '../../src/services/witness/witness-signer';
import { build, type TestApp } from '../helpers/app';
import { newNoteKeys } from '../helpers/note-keys';

const run = promisify(execFile);
const VERIFIER = path.resolve(__dirname, '../../../../scripts/verify-claim.mjs');

const listen = async (app: TestApp) => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

describe(
  'Witnessing (C2SP tlog-witness, tlog-cosignature): B cosigns A’s checkpoints',
  { timeout: 300_000 },
  () => {
    let a: TestApp;
    let b: TestApp;
    let urlA: string;
    let urlB: string;
    let logKeyA: string;
    let witnessKeyB: { name: string; verifierKey: string; publicKey: string };
    const checkpointOfA = async (): Promise<LogCheckpoint> =>
      (await a.inject({ method: 'GET', url: '/api/public/checkpoint' })).json();
    const addCheckpoint = (body: string) =>
      b.inject({
        method: 'POST',
        url: '/api/witness/add-checkpoint',
        payload: body,
        headers: { 'content-type': 'text/plain' },
      });
    const askB = () =>
      requestCosignature(a.database.db, {
        baseUrl: urlB,
        origin: 'registry-b.test/public-log',
        verifierKey: '',
      });

    beforeAll(async () => {
      a = await build({ env: { PUBLIC_URL: 'http://registry-a.test' } });
      await publishPublicEvents(a.database.db, await a.logSigner());
      urlA = await listen(a);
      logKeyA = (await a.inject({ method: 'GET', url: '/api/public/log-key' })).json().verifierKey;
      b = await build({
        env: { PUBLIC_URL: 'http://registry-b.test', PEER_REGISTRIES: `${urlA} ${logKeyA}` },
      });
      urlB = await listen(b);
      witnessKeyB = (await b.inject({ method: 'GET', url: '/api/public/witness-key' })).json();
      // Two registries on two databases: slow on a loaded machine.
    }, 600_000);
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
    });

    it('publishes a cosignature/v1 key whose id is SHA-256(name, newline, 0x04, key)', () => {
      expect(witnessKeyB.name).toBe('registry-b.test/witness');
      const raw = Buffer.from(witnessKeyB.publicKey, 'base64');
      const id = createHash('sha256')
        .update(`${witnessKeyB.name}\n`)
        .update(Buffer.from([4]))
        .update(raw)
        .digest()
        .subarray(0, 4);
      expect(witnessKeyB.verifierKey).toBe(
        `${witnessKeyB.name}+${id.toString('hex')}+${Buffer.concat([Buffer.from([4]), raw]).toString('base64')}`,
      );
    });

    it("A's checkpoint carries B's cosignature, which node:crypto checks against the C2SP message", async () => {
      const before = await checkpointOfA();
      expect(await askB()).toBe(before.treeSize);
      const after = await checkpointOfA();
      const [body, signatures] = after.checkpoint.split('\n\n') as [string, string];
      const line = signatures
        .split('\n')
        .find((candidate) => candidate.startsWith(`\u2014 ${witnessKeyB.name} `));
      expect(line).toBeDefined();
      const bytes = Buffer.from((line as string).split(' ')[2] as string, 'base64');
      expect(bytes).toHaveLength(76);
      const time = bytes.readBigUInt64BE(4);
      expect(Math.abs(Number(time) - Date.now() / 1000)).toBeLessThan(600);
      // The C2SP tlog-cosignature message, written out here rather than with the registry's code.
      const message = `cosignature/v1\ntime ${time}\n${body}\n`;
      const publicKey = createPublicKey({
        key: Buffer.concat([
          Buffer.from('302a300506032b6570032100', 'hex'),
          Buffer.from(witnessKeyB.publicKey, 'base64'),
        ]),
        format: 'der',
        type: 'spki',
      });
      expect(verify(null, Buffer.from(message), publicKey, bytes.subarray(12))).toBe(true);
      // The log's own signature still verifies: the cosignature is one more line.
      expect(after.checkpoint.startsWith(before.checkpoint)).toBe(true);
    });

    it('the standalone verifier counts the witnesses you trust against --quorum', async () => {
      const serial = (await a.inject({ method: 'GET', url: '/api/public/units?status=retired' })).json()
        .items[0].serial;
      const common = [VERIFIER, '--registry', urlA, '--unit', serial, '--key', logKeyA];
      const once = await run('node', [...common, '--witness', witnessKeyB.verifierKey, '--quorum', '1']);
      expect(once.stdout).toContain(`OK: cosigned by 1 witness(es) you trust: ${witnessKeyB.name}`);
      const stranger = witnessSignerOf(
        'stranger.test/witness',
        parseSignerKey(newNoteKeys('stranger.test/witness').signingKey).privateKey,
      ).verifierKey;
      await expect(
        run('node', [
          ...common,
          '--witness',
          witnessKeyB.verifierKey,
          '--witness',
          stranger,
          '--quorum',
          '2',
        ]),
      ).rejects.toMatchObject({ stderr: expect.stringContaining('FAILED') });
    });

    it('refuses an unknown origin (404), another key (403), a stale old size (409) and a bad proof (422)', async () => {
      const latest = await checkpointOfA();
      const logNote = latest.checkpoint.split('\n').slice(0, 5).join('\n') + '\n';

      const otherLog = logSignerOf(
        'nobody.test/public-log',
        parseSignerKey(newNoteKeys('nobody.test/public-log').signingKey).privateKey,
      );
      const unknown = await addCheckpoint(
        `old 0\n\n${otherLog.signNote(checkpointBody(otherLog.name, 1, Buffer.alloc(32)))}`,
      );
      expect(unknown.statusCode).toBe(404);

      const impostor = logSignerOf(
        'registry-a.test/public-log',
        parseSignerKey(newNoteKeys('x').signingKey).privateKey,
      );
      const forged = await addCheckpoint(
        `old 0\n\n${impostor.signNote(checkpointBody(impostor.name, latest.treeSize, Buffer.alloc(32)))}`,
      );
      expect(forged.statusCode).toBe(403);

      const stale = await addCheckpoint(`old 0\n\n${logNote}`);
      expect(stale.statusCode).toBe(409);
      expect(stale.headers['content-type']).toMatch(/^text\/x\.tlog\.size/);
      expect(stale.body).toBe(`${latest.treeSize}\n`);

      // A grows; a proof of the right length but wrong hashes does not show the new tree extends the old.
      await expireUnits(a.database.db, new Date('2100-01-01T00:00:00Z'));
      await publishPublicEvents(a.database.db, await a.logSigner());
      const grown = await checkpointOfA();
      expect(grown.treeSize).toBeGreaterThan(latest.treeSize);
      const proof = (
        await a.inject({
          method: 'GET',
          url: `/api/public/proof/consistency?from=${latest.treeSize}&to=${grown.treeSize}`,
        })
      ).json().proof as string[];
      const wrong = proof.map(() => Buffer.alloc(32, 9).toString('base64'));
      const grownNote = grown.checkpoint.split('\n').slice(0, 5).join('\n') + '\n';
      const bad = await addCheckpoint([`old ${latest.treeSize}`, ...wrong, '', grownNote].join('\n'));
      expect(bad.statusCode).toBe(422);

      for (const garbage of ['', 'old x\n\n', `old 1\n${'A'.repeat(10)}\n\n${grownNote}`]) {
        expect((await addCheckpoint(garbage)).statusCode).toBe(400);
      }

      // The honest proof is cosigned, and A's next checkpoint carries it.
      expect(await askB()).toBe(grown.treeSize);
      expect((await checkpointOfA()).checkpoint).toContain(`\u2014 ${witnessKeyB.name} `);
    });
  },
);
