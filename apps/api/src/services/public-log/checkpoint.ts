/**
 * The body of a C2SP tlog-checkpoint: origin, tree size in decimal, base64 root hash, each on its own line.
 * The signed note adds a blank line and the signature line (log-signer.ts).
 */
export const checkpointBody = (origin: string, treeSize: number, rootHash: Uint8Array): string =>
  `${origin}\n${treeSize}\n${Buffer.from(rootHash).toString('base64')}\n`;
