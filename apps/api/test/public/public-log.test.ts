import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { InclusionProof, LogCheckpoint } from '@safc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnits } from '../../src/services/units/expire-units';
import { checkpointBody } from '../../src/services/public-log/checkpoint';
import {
  consistencyRanges,
  inclusionRanges,
  leafHash,
  nodeKeyText,
  nodesAfterAppend,
  rangeHash,
  type LeafRange,
} from '../../src/services/public-log/merkle';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
import { batchFingerprint, batchOfIssueForm, type BatchIdentity } from '@safc/domain';
import { VerificationError, verifyConsistency, verifyInclusion } from '../../../../scripts/verify-claim.mjs';
import { build, type TestApp } from '../helpers/app';

const run = promisify(execFile);
const VERIFIER = path.resolve(__dirname, '../../../../scripts/verify-claim.mjs');

/** A whole tree in memory, as a dishonest registry would rebuild it: proofs and root for any leaf order. */
function treeOf(leaves: string[]) {
  const nodes = new Map(
    nodesAfterAppend(
      0,
      leaves.map((leaf) => leafHash(Buffer.from(leaf))),
      new Map(),
    ).map(({ key, hash }) => [nodeKeyText(key), hash]),
  );
  const hashOf = (range: LeafRange) => rangeHash(range, (key) => nodes.get(nodeKeyText(key)) as Buffer);
  const b64 = (ranges: LeafRange[]) => ranges.map((range) => hashOf(range).toString('base64'));
  return {
    root: hashOf([0, leaves.length]),
    inclusion: (index: number) => b64(inclusionRanges(index, leaves.length)),
    consistency: (from: number) => b64(consistencyRanges(from, leaves.length)),
  };
}

describe('Public log: every public event a leaf of a signed Merkle tree anyone can check', () => {
  let app: TestApp;
  let url: string;
  let key: string;
  const publish = async () => publishPublicEvents(app.database.db, await app.logSigner());

  beforeAll(async () => {
    app = await build();
    await publish();
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    key = (await app.inject({ method: 'GET', url: '/api/public/log-key' })).json().verifierKey;
  });
  afterAll(() => app.close());

  const claimedSerial = async (): Promise<string> => {
    const list = await app.inject({ method: 'GET', url: '/api/public/units?status=retired' });
    return list.json().items[0].serial;
  };
  const inclusionOf = async (serial: string): Promise<InclusionProof> =>
    (await app.inject({ method: 'GET', url: `/api/public/proof/inclusion?unit=${serial}` })).json();

  it('publishes a key in the signed-note form and a checkpoint signed with it', async () => {
    expect(key).toMatch(/^registry\.test\/public-log\+[0-9a-f]{8}\+[A-Za-z0-9+/]{44}$/);
    const checkpoint: LogCheckpoint = (
      await app.inject({ method: 'GET', url: '/api/public/checkpoint' })
    ).json();
    expect(checkpoint.checkpoint).toMatch(
      /^registry\.test\/public-log\n\d+\n[A-Za-z0-9+/]{43}=\n\n\u2014 registry\.test\/public-log \S+\n$/,
    );
    const same = await app.inject({ method: 'GET', url: `/api/public/checkpoints/${checkpoint.treeSize}` });
    expect(same.json()).toEqual(checkpoint);
  });

  it('the standalone verifier checks a claim, and that a later checkpoint extends the one it kept', async () => {
    const serial = await claimedSerial();
    const folder = mkdtempSync(path.join(tmpdir(), 'safc-verify-'));
    const kept = path.join(folder, 'checkpoint.txt');
    const first = await run('node', [
      VERIFIER,
      '--registry',
      url,
      '--unit',
      serial,
      '--key',
      key,
      '--save',
      kept,
    ]);
    expect(first.stdout).toContain(`OK: the claimed event of ${serial} is leaf`);

    // The registry moves on: every held unit reaches the end of its validity period.
    await expireUnits(app.database.db, new Date('2100-01-01T00:00:00Z'));
    const { leaves } = await publish();
    expect(leaves).toBeGreaterThan(0);
    const second = await run('node', [
      VERIFIER,
      '--registry',
      url,
      '--unit',
      serial,
      '--key',
      key,
      '--since',
      kept,
    ]);
    expect(second.stdout).toMatch(/OK: the tree of size \d+ extends your checkpoint of size \d+/);
  });

  it('a tampered event fails: changed leaf bytes no longer lead to the signed root', async () => {
    const proof = await inclusionOf(await claimedSerial());
    expect(() => verifyInclusion(proof, key)).not.toThrow();
    const tampered = { ...proof, leaf: proof.leaf.replace(/"volume":"[\d.]+"/, '"volume":"999999.000"') };
    expect(tampered.leaf).not.toBe(proof.leaf);
    expect(() => verifyInclusion(tampered, key)).toThrow(VerificationError);
    // A checkpoint whose text was edited after signing is refused before any hashing.
    const edited = proof.checkpoint.checkpoint.replace(/\n\d+\n/, '\n1\n');
    expect(() =>
      verifyInclusion({ ...proof, checkpoint: { ...proof.checkpoint, checkpoint: edited } }, key),
    ).toThrow(/not signed/);
  });

  it('a reordered log fails: re-signed by the registry itself, it does not extend what outsiders kept', async () => {
    const older: LogCheckpoint = (await app.inject({ method: 'GET', url: '/api/public/checkpoint' })).json();
    const rows = await app.database.db.query.logLeaves.findMany({
      orderBy: (leaf, { asc }) => [asc(leaf.leafIndex)],
    });
    const leaves = rows.map((row) => row.leaf);
    // The same leaves with two swapped, signed with the registry's own key: only history can expose it.
    const reordered = [...leaves];
    [reordered[0], reordered[1]] = [reordered[1] as string, reordered[0] as string];
    reordered.push('{"kind":"claimed","serial":"SAFCA-2099-000001"}');
    const signer = await app.logSigner();
    const forged = treeOf(reordered);
    const forgedNote = signer.signNote(checkpointBody(signer.name, reordered.length, forged.root));
    expect(() =>
      verifyConsistency(older.checkpoint, forgedNote, forged.consistency(older.treeSize), key),
    ).toThrow(/rewritten or forked/);
    // And an honest extension of the same history passes with the same code.
    const honest = treeOf([...leaves, '{"kind":"claimed","serial":"SAFCA-2099-000001"}']);
    const honestNote = signer.signNote(checkpointBody(signer.name, leaves.length + 1, honest.root));
    expect(() =>
      verifyConsistency(older.checkpoint, honestNote, honest.consistency(older.treeSize), key),
    ).not.toThrow();
  });

  it('a forked checkpoint fails: two signed trees of one size with different roots', async () => {
    const older: LogCheckpoint = (await app.inject({ method: 'GET', url: '/api/public/checkpoint' })).json();
    const signer = await app.logSigner();
    const fork = signer.signNote(checkpointBody(signer.name, older.treeSize, Buffer.alloc(32, 7)));
    expect(() => verifyConsistency(older.checkpoint, fork, [], key)).toThrow(/forked/);
  });

  describe('leaf version 2 (issue 40): batch hashes, no company name', () => {
    const leavesOf = async (start: number, end: number) =>
      app.inject({ method: 'GET', url: `/api/public/log/leaves?start=${start}&end=${end}` });

    it('an issued leaf carries the batch fingerprint and document hash, and names no company', async () => {
      const checkpoint: LogCheckpoint = (
        await app.inject({ method: 'GET', url: '/api/public/checkpoint' })
      ).json();
      const texts: string[] = (await leavesOf(0, Math.min(checkpoint.treeSize, 1000))).json().leaves;
      const issued = texts.map((text) => JSON.parse(text)).filter((leaf) => leaf.kind === 'issued');
      const own = issued.filter((leaf) => leaf.origin === null);
      expect(own.length).toBeGreaterThan(0);
      const companies = await app.database.db.query.companies.findMany();
      for (const text of texts) {
        expect(JSON.parse(text).version).toBe(2);
        expect(text).not.toContain('fuelProducer');
        for (const company of companies) expect(text).not.toContain(`"${company.name}"`);
      }
      const issuances = await app.database.db.query.issuances.findMany();
      for (const leaf of own) {
        const block = await app.database.db.query.unitBlocks.findFirst({
          where: (row, { eq }) => eq(row.serial, leaf.serial),
        });
        const issuance = issuances.find((row) => row.id === block?.issuanceId);
        const identity = batchOfIssueForm(issuance?.form);
        expect(identity).not.toBeNull();
        expect(leaf.batchFingerprint).toBe(await batchFingerprint(identity as BatchIdentity));
        expect(leaf.documentSha256).toBe(issuance?.documentSha256);
      }
      // A unit made from another (a claim's SAFcE) is not a new issuance of its batch.
      for (const leaf of issued.filter((leaf) => leaf.origin !== null)) {
        expect(leaf.batchFingerprint).toBeNull();
        expect(leaf.documentSha256).toBeNull();
      }
    });

    it('GET /api/public/log/leaves answers the canonical texts, which hash to the signed root', async () => {
      const checkpoint: LogCheckpoint = (
        await app.inject({ method: 'GET', url: '/api/public/checkpoint' })
      ).json();
      const size = checkpoint.treeSize;
      const texts: string[] = [];
      for (let start = 0; start < size; start += 1000) {
        const page = await leavesOf(start, Math.min(size, start + 1000));
        expect(page.statusCode).toBe(200);
        texts.push(...page.json().leaves);
      }
      expect(texts).toHaveLength(size);
      expect(treeOf(texts).root.toString('base64')).toBe(checkpoint.rootHash);
      const middle = await leavesOf(1, 3);
      expect(middle.json()).toEqual({ start: 1, end: 3, leaves: texts.slice(1, 3) });
    });

    it.each([
      ['start=5&end=5', 'start'],
      ['start=-1&end=3', 'start'],
      ['start=0&end=1001', 'end'],
      ['start=a&end=3', 'start'],
      ['start=0', 'end'],
      ['start=0&end=99999999', 'end'],
    ])('a bad range (%s) is refused with 400 naming %s', async (query, field) => {
      const response = await app.inject({ method: 'GET', url: `/api/public/log/leaves?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(field);
    });

    it('a leaf of version 1 (signed before issue 40) still verifies beside one of version 2', async () => {
      const v1 =
        '{"at":"2026-01-01T00:00:00.000Z","fuelProducer":"Old Fuel Oy","kind":"issued","serial":"SAFCA-2026-000001","version":1}';
      const v2 =
        '{"at":"2026-02-01T00:00:00.000Z","batchFingerprint":"' +
        'a'.repeat(64) +
        '","documentSha256":null,"kind":"issued","serial":"SAFCA-2026-000002","version":2}';
      const tree = treeOf([v1, v2]);
      const signer = await app.logSigner();
      const note = signer.signNote(checkpointBody(signer.name, 2, tree.root));
      const checkpoint = { origin: signer.name, treeSize: 2, rootHash: '', signedAt: '', checkpoint: note };
      [v1, v2].forEach((leaf, index) => {
        const proof = {
          kind: 'issued' as const,
          serial: JSON.parse(leaf).serial,
          leafIndex: index,
          treeSize: 2,
          leaf,
          leafHash: '',
          proof: tree.inclusion(index),
          checkpoint,
        };
        expect(verifyInclusion(proof, key).leaf.version).toBe(index + 1);
      });
    });
  });
});
