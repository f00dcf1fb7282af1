import type { AddressInfo } from 'node:net';
import type { LogCheckpoint, PeerEvidence, PeerList } from '@safc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peerLogs } from '../../src/db/schema';
import { sealQueuedEvents } from '../../src/services/events/seal-events';
import { followPeer } from '../../src/services/peers/follow-peer';
import { leafHash, nodeHash } from '../../src/services/public-log/merkle';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
import { expireUnits } from '../../src/services/units/expire-units';
import { verifyCheckpoint } from '../../../../scripts/verify-claim.mjs';
import { bearer, build, internalTokenFor, type TestApp } from '../helpers/app';
import { newNoteKeys, newNoteSigningKey } from '../helpers/note-keys';
import { PEOPLE, call, demoLedger, issueForm, submitIssue } from '../ledger/ledger-helpers';

const ADMIN = 'admin@safc-registry.example';
const ORIGIN_A = 'registry-a.test/public-log';
const LOG_KEY_A = newNoteSigningKey(ORIGIN_A);

/** Registry A on a database of its own, publishing its log, listening on `port` (0: any). */
async function startRegistryA(port = 0) {
  const app = await build({ env: { PUBLIC_URL: 'http://registry-a.test', LOG_SIGNING_KEY: LOG_KEY_A } });
  await publishPublicEvents(app.database.db, await app.logSigner());
  await app.listen({ host: '127.0.0.1', port });
  return { app, port: (app.server.address() as AddressInfo).port };
}

describe(
  'Peer registries (issue 40): B follows A’s public log and knows the batches A issued',
  { timeout: 300_000 },
  () => {
    let a: TestApp;
    let b: TestApp;
    let portA: number;
    let keyA: string;
    const follow = () => followPeer(b.database.db, b.config.peers[0]!, b.config.publicUrl);
    const peersOfB = async (): Promise<PeerList> =>
      (
        await b.inject({
          method: 'GET',
          url: '/api/peers',
          headers: bearer(await internalTokenFor(b, ADMIN)),
        })
      ).json();

    beforeAll(async () => {
      ({ app: a, port: portA } = await startRegistryA());
      keyA = (await a.inject({ method: 'GET', url: '/api/public/log-key' })).json().verifierKey;
      b = await build({
        env: {
          PUBLIC_URL: 'http://registry-b.test',
          // A second peer nobody answers for (port 9, discard).
          PEER_REGISTRIES: `http://127.0.0.1:${portA} ${keyA}; http://127.0.0.1:9 ${newNoteKeys('gone.test/public-log').verifierKey}`,
        },
      });
      // Two registries on two databases: slow on a loaded machine.
    }, 600_000);
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
    });

    it('follows the peer to its signed checkpoint and answers its batches publicly', async () => {
      expect(await follow()).toBe('ok');
      const checkpoint: LogCheckpoint = (
        await a.inject({ method: 'GET', url: '/api/public/checkpoint' })
      ).json();
      const [peer] = (await peersOfB()).items;
      expect(peer).toMatchObject({
        baseUrl: `http://127.0.0.1:${portA}`,
        origin: ORIGIN_A,
        status: 'ok',
        treeSize: checkpoint.treeSize,
        rootHash: checkpoint.rootHash,
        detail: null,
      });

      const issuance = await a.database.db.query.issuances.findFirst({
        where: (row, { eq, and, isNotNull }) =>
          and(eq(row.status, 'approved'), isNotNull(row.batchFingerprint)),
      });
      const fingerprint = issuance?.batchFingerprint as string;
      const inA = (await a.inject({ method: 'GET', url: `/api/public/batches/${fingerprint}` })).json();
      expect(inA.matches).toHaveLength(1);
      const inB = await b.inject({ method: 'GET', url: `/api/public/batches/${fingerprint}` });
      expect(inB.statusCode).toBe(200);
      // B's answer names A's log and the same unit. (Both seeded the same demo batches, so B has its own too.)
      expect(inB.json().matches).toContainEqual({ ...inA.matches[0], origin: ORIGIN_A });
      expect(inA.matches[0].origin).toBe(ORIGIN_A);
    });

    it('a batch nobody issued is 404, and anything but 64 lowercase hex digits is 400', async () => {
      const none = await b.inject({ method: 'GET', url: `/api/public/batches/${'0'.repeat(64)}` });
      expect(none.statusCode).toBe(404);
      for (const hash of ['ABC', 'A'.repeat(64), `${'0'.repeat(63)}g`, '0'.repeat(65)]) {
        const bad = await b.inject({ method: 'GET', url: `/api/public/batches/${hash}` });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toMatch(/64 lowercase hexadecimal/);
      }
    });

    it('GET /api/peers is for administrators only, refused before its parameters are read', async () => {
      const anonymous = { 'x-requested-with': 'XMLHttpRequest' };
      expect((await b.inject({ method: 'GET', url: '/api/peers', headers: anonymous })).statusCode).toBe(401);
      const member = bearer(await internalTokenFor(b, PEOPLE.nordicInitiator));
      expect((await b.inject({ method: 'GET', url: '/api/peers', headers: member })).statusCode).toBe(403);
      const evidence = await b.inject({
        method: 'GET',
        url: '/api/peers/evidence/not-an-id',
        headers: member,
      });
      expect(evidence.statusCode).toBe(403);
    });

    it('an issuance of a batch a peer issued carries peerMatches and a warning its approval acknowledges', async () => {
      // A issues a batch with its proof of sustainability.
      const inA = await demoLedger(a);
      const form = issueForm(inA.nordicFuel);
      const issued = await submitIssue(a, PEOPLE.nordicInitiator, form);
      expect(issued.statusCode, issued.body).toBe(201);
      const issuedAction = issued.json().action.id as string;
      expect(
        (await call(a, PEOPLE.nordicApprover, 'POST', `/api/actions/${issuedAction}/sign`)).statusCode,
      ).toBe(200);
      expect((await call(a, PEOPLE.admin, 'POST', `/api/actions/${issuedAction}/approve`)).statusCode).toBe(
        200,
      );

      // The same batch is submitted in B (another document) before B has read A's new leaves.
      const inB = await demoLedger(b);
      const submitted = await submitIssue(b, PEOPLE.nordicInitiator, { ...form, accountId: inB.nordicFuel });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const { issuanceId, action } = submitted.json<{ issuanceId: string; action: { id: string } }>();
      expect(
        (await call(b, PEOPLE.nordicApprover, 'POST', `/api/actions/${action.id}/sign`)).statusCode,
      ).toBe(200);
      expect((await call(b, PEOPLE.admin, 'GET', `/api/issuances/${issuanceId}`)).json().peerMatches).toEqual(
        [],
      );

      // B follows A: the match found after submission counts until the approval.
      await sealQueuedEvents(a.database.db);
      await publishPublicEvents(a.database.db, await a.logSigner());
      expect(await follow()).toBe('ok');
      const serialInA = (
        await a.database.db.query.unitBlocks.findFirst({
          where: (row, { eq }) => eq(row.createdByActionId, issuedAction),
        })
      )?.serial;
      const detail = (await call(b, PEOPLE.admin, 'GET', `/api/issuances/${issuanceId}`)).json();
      expect(detail.peerMatches).toEqual([
        { origin: ORIGIN_A, serial: serialInA, issuedAt: expect.any(String) },
      ]);
      const warning = detail.warnings.find((item: { code: string }) => item.code === 'peerBatchMatch');
      expect(warning.message).toContain(`${serialInA} in ${ORIGIN_A}`);

      const refused = await call(b, PEOPLE.admin, 'POST', `/api/actions/${action.id}/approve`);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().details.unacknowledged).toContain('peerBatchMatch');
      const approved = await call(b, PEOPLE.admin, 'POST', `/api/actions/${action.id}/approve`, {
        acknowledgedWarnings: detail.warnings.map((item: { code: string }) => item.code),
      });
      expect(approved.statusCode, approved.body).toBe(200);
    });

    it('a peer that does not answer is unreachable, with the reason', async () => {
      const outcome = await followPeer(b.database.db, b.config.peers[1]!, b.config.publicUrl);
      expect(outcome).toBe('unreachable');
      const gone = (await peersOfB()).items[1];
      expect(gone).toMatchObject({ status: 'unreachable', treeSize: 0, rootHash: null });
      expect(gone?.detail).toContain('/api/public/checkpoint');
    });

    it('a peer that rewrites its history (a fresh database, the same key) is inconsistent, with evidence', async () => {
      // A moves on (every held unit expires) and B verifies the longer tree.
      await expireUnits(a.database.db, new Date('2100-01-01T00:00:00Z'));
      await publishPublicEvents(a.database.db, await a.logSigner());
      expect(await follow()).toBe('ok');
      const before = (await peersOfB()).items[0]!;
      await a.close();
      // A again on the same address with the same signing key, on a fresh database: its history is shorter.
      a = (await startRegistryA(portA)).app;

      expect(await follow()).toBe('inconsistent');
      const after = (await peersOfB()).items[0]!;
      // The state stays at the last verified checkpoint.
      expect(after).toMatchObject({
        status: 'inconsistent',
        treeSize: before.treeSize,
        rootHash: before.rootHash,
      });
      expect(after.detail).toMatch(/smaller than the verified size/);
      expect(after.evidence).toHaveLength(1);

      // The evidence file checks on its own: two checkpoints signed by A's key, the later one smaller.
      const download = await b.inject({
        method: 'GET',
        url: `/api/peers/evidence/${after.evidence[0]?.id}`,
        headers: bearer(await internalTokenFor(b, ADMIN)),
      });
      expect(download.headers['content-disposition']).toMatch(/attachment; filename="peer-evidence-/);
      const evidence: PeerEvidence = download.json();
      expect(evidence.verifierKey).toBe(keyA);
      expect(verifyCheckpoint(evidence.verifiedCheckpoint as string, keyA).treeSize).toBe(before.treeSize);
      expect(verifyCheckpoint(evidence.offeredCheckpoint, keyA).treeSize).toBeLessThan(before.treeSize);

      // Every administrator is mailed.
      const notices = await b.database.db.query.notifications.findMany({
        where: (row, { eq }) => eq(row.kind, 'peerInconsistent'),
      });
      expect(notices.length).toBeGreaterThan(0);
      expect(notices[0]?.subject).toContain(ORIGIN_A);

      // A grows past the verified size with its new history: still inconsistent, its batches as verified.
      await expireUnits(a.database.db, new Date('2100-01-01T00:00:00Z'));
      await publishPublicEvents(a.database.db, await a.logSigner());
      expect(await follow()).toBe('inconsistent');
      expect((await peersOfB()).items[0]).toMatchObject({
        status: 'inconsistent',
        treeSize: before.treeSize,
      });
    });

    it('a follower that finds a history not extending the verified one says so (consistency proof)', async () => {
      // A third registry follows the rewritten A from an old checkpoint of the first A: the proof fails.
      const c = await build({
        seed: false,
        env: { PUBLIC_URL: 'http://registry-c.test', PEER_REGISTRIES: `http://127.0.0.1:${portA} ${keyA}` },
      });
      try {
        const peer = c.config.peers[0]!;
        expect(await followPeer(c.database.db, peer, c.config.publicUrl)).toBe('ok');
        const verified = (await c.database.db.query.peerLogs.findFirst())!;
        // Pretend C had verified a smaller tree of another history: the first leaf changed, same size.
        const forged = (
          await a.inject({ method: 'GET', url: '/api/public/log/leaves?start=0&end=2' })
        ).json();
        expect(forged.leaves).toHaveLength(2);
        const otherRoot = nodeHash(
          leafHash(Buffer.from('{"other":true}')),
          leafHash(Buffer.from(forged.leaves[1])),
        );
        await c.database.db
          .update(peerLogs)
          .set({ treeSize: 2, rootHash: otherRoot, frontier: [otherRoot.toString('base64')] });
        expect(verified.treeSize).toBeGreaterThan(2);
        expect(await followPeer(c.database.db, peer, c.config.publicUrl)).toBe('inconsistent');
        const row = (await c.database.db.query.peerLogs.findFirst())!;
        expect(row.detail).toMatch(/does not extend size 2/);
      } finally {
        await c.close();
      }
    });
  },
);
