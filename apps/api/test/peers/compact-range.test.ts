import { describe, expect, it } from 'vitest';
import { appendLeaf, emptyRange, rootOf } from '../../src/services/public-log/compact-range';
import { leafHash, nodeKeyText, nodesAfterAppend, rangeHash } from '../../src/services/public-log/merkle';
import { parsePeerRegistries } from '../../src/services/peers/peer-registries';
import { newNoteKeys } from '../helpers/note-keys';

describe('compact range: a follower rebuilds a peer’s root from its leaves alone', () => {
  it('gives the same RFC 9162 root as the registry’s own tree, at every size from 0 to 70', () => {
    const leaves = Array.from({ length: 70 }, (_, index) => Buffer.from(`{"leaf":${index}}`));
    let range = emptyRange();
    for (let size = 0; size <= leaves.length; size += 1) {
      const nodes = new Map(
        nodesAfterAppend(0, leaves.slice(0, size).map(leafHash), new Map()).map(({ key, hash }) => [
          nodeKeyText(key),
          hash,
        ]),
      );
      const root = rangeHash([0, size], (key) => nodes.get(nodeKeyText(key)) as Buffer);
      expect(rootOf(range).equals(root)).toBe(true);
      // One hash per set bit of the size: about twenty for a million leaves.
      expect(range.hashes).toHaveLength(size.toString(2).replace(/0/g, '').length);
      if (size < leaves.length) range = appendLeaf(range, leaves[size] as Buffer);
    }
  });
});

describe('PEER_REGISTRIES: each entry a base URL and a pinned log key', () => {
  const key = newNoteKeys('peer.example/public-log').verifierKey;

  it('reads entries separated by ";" and names each peer by its key', () => {
    expect(parsePeerRegistries(` https://peer.example/ ${key} ;; `)).toEqual([
      { baseUrl: 'https://peer.example', origin: 'peer.example/public-log', verifierKey: key },
    ]);
    expect(parsePeerRegistries(undefined)).toEqual([]);
  });

  it.each([
    ['https://peer.example', /entry 1: give "<base URL> <log verifier key>"/],
    [`ftp://peer.example ${key}`, /http or https/],
    [`https://peer.example ${key.replace(/\+[0-9a-f]{8}\+/, '+00000000+')}`, /key id/],
    [`https://a.example ${key}; https://b.example ${key}`, /two entries pin logs of one origin/],
  ])('refuses %s, saying what is wrong', (text, message) => {
    expect(() => parsePeerRegistries(text)).toThrow(message);
  });
});
