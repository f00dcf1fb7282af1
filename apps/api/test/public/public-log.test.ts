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
});
