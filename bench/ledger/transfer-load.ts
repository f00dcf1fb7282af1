import { randomUUID } from 'node:crypto';
import { KeepAliveClient } from './keep-alive-client';
import type { BenchLedger } from './prepare-ledger';

export interface LoadResult {
  seconds: number;
  completed: number;
  failed: number;
  transfersPerSecond: number;
  initiateMs: Percentiles;
  signMs: Percentiles;
  errors: Record<string, number>;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/**
 * `clients` loops, each initiating a transfer of 1 t from its next block and signing it (two HTTP calls, two
 * users, as the web does), until `seconds` have passed or its blocks run out. The receiving account trusts
 * the sender, so the signature completes the transfer.
 */
export async function runTransferLoad(
  base: string,
  ledger: BenchLedger,
  seconds: number,
): Promise<LoadResult> {
  const deadline = performance.now() + seconds * 1000;
  const initiateMs: number[] = [];
  const signMs: number[] = [];
  const errors: Record<string, number> = {};
  let completed = 0;
  let failed = 0;
  const headers = (token: string) => ({
    authorization: `Bearer ${token}`,
    'x-requested-with': 'XMLHttpRequest',
    'content-type': 'application/json',
    'idempotency-key': randomUUID(),
  });
  const fail = (what: string) => {
    failed += 1;
    errors[what] = (errors[what] ?? 0) + 1;
  };

  const url = new URL(base);
  const started = performance.now();
  await Promise.all(
    ledger.blocksPerClient.map(async (blocks) => {
      // One kept-alive connection per client, as pgbench's clients each hold one.
      const client = new KeepAliveClient(url.hostname, Number(url.port));
      // Blocks are taken off the list, so a warm-up run and the measured run never spend the same one.
      for (let blockId = blocks.shift(); blockId; blockId = blocks.shift()) {
        if (performance.now() >= deadline) break;
        const t0 = performance.now();
        const initiated = await client.post(
          `/api/units/${blockId}/transfer`,
          headers(ledger.initiatorToken),
          JSON.stringify({
            volume: '1',
            recipientId: ledger.receivingAccountId,
            accountId: ledger.sendingAccountId,
          }),
        );
        const action = JSON.parse(initiated.body) as { id?: string };
        initiateMs.push(performance.now() - t0);
        if (initiated.status !== 201 || !action.id) {
          fail(`initiate ${initiated.status}`);
          continue;
        }
        const t1 = performance.now();
        const signed = await client.post(`/api/actions/${action.id}/sign`, headers(ledger.signerToken), '{}');
        const result = JSON.parse(signed.body) as { status?: string };
        signMs.push(performance.now() - t1);
        if (signed.status === 200 && result.status === 'completed') completed += 1;
        else fail(`sign ${signed.status} ${result.status ?? ''}`);
      }
      client.close();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    seconds: Number(elapsed.toFixed(2)),
    completed,
    failed,
    transfersPerSecond: Number((completed / elapsed).toFixed(1)),
    initiateMs: percentiles(initiateMs),
    signMs: percentiles(signMs),
    errors,
  };
}
