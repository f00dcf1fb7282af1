#!/usr/bin/env node
// Checks, with node:crypto alone, that a unit's claim is in the SAFc Registry's public log and that the log
// only ever grew. Copy this one file anywhere with Node 18 or later; it needs nothing else.
//
//   node verify-claim.mjs --registry https://registry.example --unit SAFCA-2026-000123 \
//        [--key '<verifier key>'] [--kind claimed] [--since old-checkpoint.txt] [--save new-checkpoint.txt]
//        [--witness '<witness verifier key>' ...] [--quorum N]
//
// --key pins the registry's verifier key (GET /api/public/log-key, published by the registry); without it the
// key is fetched from the registry itself, which proves the proof is consistent but not who signed it.
// --since takes a checkpoint you kept from an earlier run and checks the newer one extends it (no rewritten
// or forked history). --save keeps the checkpoint this run verified, for the next --since.
// --witness (repeatable) names a witness you trust (another registry's GET /api/public/witness-key) and
// --quorum how many of them must have cosigned the checkpoint (C2SP tlog-cosignature, cosignature/v1;
// default: all the witnesses given): a registry cannot then show you a history the witnesses did not see.
//
// Formats: RFC 9162 §2.1 (Merkle tree hashing, inclusion and consistency proofs) and C2SP tlog-checkpoint /
// signed-note with an Ed25519 key (algorithm byte 0x01), as used by Go's checksum database and Sigstore.

import { createHash, createPublicKey, verify as verifySignature } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const leafHash = (leaf) => sha256(Buffer.from([0]), leaf);
const nodeHash = (left, right) => sha256(Buffer.from([1]), left, right);
const fromBase64 = (text) => Buffer.from(text, 'base64');

export class VerificationError extends Error {}
const fail = (message) => {
  throw new VerificationError(message);
};

/** A verifier key `<name>+<hex key hash>+<base64(0x01 || 32-byte Ed25519 key)>`. */
export function parseVerifierKey(text) {
  // base64 may itself hold '+': the name and the hash are the first two fields, the key all the rest.
  const [name, hashHex, ...encodedParts] = text.trim().split('+');
  const key = fromBase64(encodedParts.join('+'));
  if (!name || !/^[0-9a-f]{8}$/.test(hashHex ?? '') || key.length !== 33 || key[0] !== 1) {
    fail('The verifier key is not an Ed25519 signed-note key');
  }
  const keyHash = sha256(Buffer.from(`${name}\n`), key).subarray(0, 4);
  if (keyHash.toString('hex') !== hashHex) fail('The verifier key hash does not match its name and key');
  const publicKey = createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), key.subarray(1)]),
    format: 'der',
    type: 'spki',
  });
  return { name, keyHash, publicKey };
}

/** A witness's verifier key `<name>+<hex key id>+<base64(0x04 || 32-byte Ed25519 key)>`. */
export function parseWitnessKey(text) {
  const [name, hashHex, ...encodedParts] = text.trim().split('+');
  const key = fromBase64(encodedParts.join('+'));
  if (!name || !/^[0-9a-f]{8}$/.test(hashHex ?? '') || key.length !== 33 || key[0] !== 4) {
    fail('The witness key is not a cosignature/v1 (0x04) key');
  }
  const keyHash = sha256(Buffer.from(`${name}\n`), key).subarray(0, 4);
  if (keyHash.toString('hex') !== hashHex) fail('The witness key hash does not match its name and key');
  const publicKey = createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), key.subarray(1)]),
    format: 'der',
    type: 'spki',
  });
  return { name, keyHash, publicKey };
}

/**
 * The witnesses (of those given) whose cosignature of the checkpoint verifies: a signature line
 * `— <name> base64(key id || u64 big-endian time || signature)` over "cosignature/v1\ntime <t>\n<body>".
 */
export function cosigningWitnesses(note, witnessKeys) {
  const split = note.lastIndexOf('\n\n');
  if (split < 0) fail('The checkpoint has no signature block');
  const body = note.slice(0, split + 1);
  const lines = note
    .slice(split + 2)
    .split('\n')
    .filter(Boolean);
  return witnessKeys
    .map((text) => parseWitnessKey(text))
    .filter((witness) =>
      lines.some((line) => {
        const match = /^\u2014 (\S+) ([A-Za-z0-9+/=]+)$/.exec(line);
        if (!match || match[1] !== witness.name) return false;
        const bytes = fromBase64(match[2]);
        if (bytes.length !== 76 || !bytes.subarray(0, 4).equals(witness.keyHash)) return false;
        const message = `cosignature/v1\ntime ${bytes.readBigUInt64BE(4)}\n${body}`;
        return verifySignature(null, Buffer.from(message, 'utf8'), witness.publicKey, bytes.subarray(12));
      }),
    )
    .map((witness) => witness.name);
}

/** Checks a signed checkpoint against the key and returns its origin, tree size and root hash. */
export function verifyCheckpoint(note, verifierKey) {
  const key = typeof verifierKey === 'string' ? parseVerifierKey(verifierKey) : verifierKey;
  const split = note.lastIndexOf('\n\n');
  if (split < 0) fail('The checkpoint has no signature block');
  const text = note.slice(0, split + 1);
  const signatures = note
    .slice(split + 2)
    .split('\n')
    .filter(Boolean);
  const signed = signatures.some((line) => {
    const match = /^\u2014 (\S+) ([A-Za-z0-9+/=]+)$/.exec(line);
    if (!match || match[1] !== key.name) return false;
    const bytes = fromBase64(match[2]);
    return (
      bytes.length === 68 &&
      bytes.subarray(0, 4).equals(key.keyHash) &&
      verifySignature(null, Buffer.from(text, 'utf8'), key.publicKey, bytes.subarray(4))
    );
  });
  if (!signed) fail(`The checkpoint is not signed by ${key.name}`);
  const [origin, size, root] = text.split('\n');
  if (origin !== key.name) fail(`The checkpoint's origin ${origin} is not ${key.name}`);
  if (!/^\d+$/.test(size ?? '')) fail('The checkpoint has no tree size');
  const rootHash = fromBase64(root ?? '');
  if (rootHash.length !== 32) fail('The checkpoint has no root hash');
  return { origin, treeSize: Number(size), rootHash };
}

/** RFC 9162 §2.1.3.2: the root a leaf hash and its inclusion proof lead to. */
export function rootFromInclusionProof(leafIndex, treeSize, hash, proof) {
  if (leafIndex >= treeSize) fail('The leaf index is outside the tree');
  let fn = leafIndex;
  let sn = treeSize - 1;
  let root = hash;
  for (const sibling of proof.map(fromBase64)) {
    if (sn === 0) fail('The inclusion proof is too long');
    if (fn % 2 === 1 || fn === sn) {
      root = nodeHash(sibling, root);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      root = nodeHash(root, sibling);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  if (sn !== 0) fail('The inclusion proof is too short');
  return root;
}

/** A unit's public event is in the tree a signed checkpoint names: returns the leaf's facts. */
export function verifyInclusion(inclusion, verifierKey) {
  const checkpoint = verifyCheckpoint(inclusion.checkpoint.checkpoint, verifierKey);
  if (checkpoint.treeSize !== inclusion.treeSize)
    fail('The proof is for another tree size than its checkpoint');
  const hash = leafHash(Buffer.from(inclusion.leaf, 'utf8'));
  const root = rootFromInclusionProof(inclusion.leafIndex, inclusion.treeSize, hash, inclusion.proof);
  if (!root.equals(checkpoint.rootHash)) fail('The leaf is not in the tree the checkpoint signed');
  const leaf = JSON.parse(inclusion.leaf);
  if (leaf.serial !== inclusion.serial || leaf.kind !== inclusion.kind)
    fail('The leaf is about another unit or event');
  return { checkpoint, leaf };
}

/**
 * RFC 9162 §2.1.4.2: the tree of size `first` is a prefix of the tree of size `second`. The proof's hashes are
 * base64 (as the registry's JSON gives them) or bytes. The registry runs this too, on its peers' logs.
 */
export function verifyConsistencyProof(first, firstRoot, second, secondRoot, proof) {
  const hashes = proof.map((hash) => (typeof hash === 'string' ? fromBase64(hash) : Buffer.from(hash)));
  const olderRoot = Buffer.from(firstRoot);
  const newerRoot = Buffer.from(secondRoot);
  if (first === second) {
    if (hashes.length || !olderRoot.equals(newerRoot))
      fail('Two checkpoints of one size disagree: the log forked');
    return;
  }
  if (first > second) fail('The older checkpoint is larger than the newer one');
  if (first === 0) {
    // Every tree extends the empty one; a proof from it is empty.
    if (hashes.length) fail('A proof from the empty tree is empty');
    return;
  }
  if ((first & (first - 1)) === 0) hashes.unshift(olderRoot);
  if (hashes.length === 0) fail('The consistency proof is empty');
  let fn = first - 1;
  let sn = second - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = hashes[0];
  let sr = hashes[0];
  for (const c of hashes.slice(1)) {
    if (sn === 0) fail('The consistency proof is too long');
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  if (sn !== 0 || !fr.equals(olderRoot) || !sr.equals(newerRoot)) {
    fail('The newer checkpoint does not extend the older one: the log was rewritten or forked');
  }
}

/** Both checkpoints signed, and the newer one extends the older. */
export function verifyConsistency(olderNote, newerNote, proof, verifierKey) {
  const older = verifyCheckpoint(olderNote, verifierKey);
  const newer = verifyCheckpoint(newerNote, verifierKey);
  verifyConsistencyProof(older.treeSize, older.rootHash, newer.treeSize, newer.rootHash, proof);
  return { older, newer };
}

async function getJson(registry, path) {
  const response = await fetch(new URL(path, registry));
  if (!response.ok) fail(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

function argumentsOf(argv) {
  const options = { witness: [] };
  for (let index = 0; index < argv.length; index += 2) {
    const name = argv[index]?.replace(/^--/, '');
    if (!name || argv[index + 1] === undefined) fail(`Missing value for ${argv[index]}`);
    if (name === 'witness') options.witness.push(argv[index + 1]);
    else options[name] = argv[index + 1];
  }
  if (!options.registry || !options.unit)
    fail('Usage: verify-claim.mjs --registry URL --unit SERIAL [--key KEY]');
  return options;
}

export async function main(argv) {
  const options = argumentsOf(argv);
  const key = options.key ?? (await getJson(options.registry, '/api/public/log-key')).verifierKey;
  const kind = options.kind ?? 'claimed';
  const query = new URLSearchParams({ unit: options.unit, kind });
  const inclusion = await getJson(options.registry, `/api/public/proof/inclusion?${query}`);
  const { checkpoint, leaf } = verifyInclusion(inclusion, key);
  console.log(
    `OK: the ${kind} event of ${leaf.serial} is leaf ${inclusion.leafIndex} of the tree of size ${checkpoint.treeSize}`,
  );
  console.log(`    signed by ${checkpoint.origin}; leaf: ${inclusion.leaf}`);
  if (options.witness.length > 0 || options.quorum) {
    const quorum = Number(options.quorum ?? options.witness.length);
    if (!Number.isInteger(quorum) || quorum < 1 || quorum > options.witness.length)
      fail(`--quorum must be from 1 to the number of --witness keys (${options.witness.length})`);
    const cosigned = cosigningWitnesses(inclusion.checkpoint.checkpoint, options.witness);
    if (cosigned.length < quorum)
      fail(
        `${cosigned.length} of the ${quorum} witness cosignatures needed (${cosigned.join(', ') || 'none'})`,
      );
    console.log(`OK: cosigned by ${cosigned.length} witness(es) you trust: ${cosigned.join(', ')}`);
  }
  if (options.since) {
    const older = readFileSync(options.since, 'utf8');
    const olderSize = verifyCheckpoint(older, key).treeSize;
    const consistency = await getJson(
      options.registry,
      `/api/public/proof/consistency?from=${olderSize}&to=${checkpoint.treeSize}`,
    );
    verifyConsistency(older, inclusion.checkpoint.checkpoint, consistency.proof, key);
    console.log(`OK: the tree of size ${checkpoint.treeSize} extends your checkpoint of size ${olderSize}`);
  }
  if (options.save) writeFileSync(options.save, inclusion.checkpoint.checkpoint);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`FAILED: ${error.message}`);
    process.exit(1);
  });
}
