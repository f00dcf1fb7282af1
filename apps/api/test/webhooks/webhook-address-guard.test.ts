import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { postWebhook } from '../../src/services/webhooks/post-webhook';
import {
  judgeDestination,
  refusedAddress,
  RefusedDestination,
  type Resolve,
} from '../../src/services/webhooks/webhook-address-guard';
import { urlRefusal } from '../../src/services/webhooks/change-webhooks';
import { build, type TestApp } from '../helpers/app';
import { call } from '../ledger/ledger-helpers';
import { startReceiver, type Receiver } from './webhook-receiver';

// Issue 44: the SSRF guard. Its decisions on private, link-local and metadata addresses, and on names that resolve
// to them, are judged without opening any connection (the names' answers come from a resolver the test gives);
// the only connections are to 127.0.0.1, and only where WEBHOOK_ALLOW_PRIVATE=true lets them.

/** A resolver that answers these names with these addresses, and counts what it was asked. */
function resolverOf(answers: Record<string, string[]>): Resolve & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    const addresses = answers[hostname];
    if (!addresses) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

describe('the webhooks SSRF guard (issue 44)', () => {
  it('refuses private, loopback, link-local and metadata addresses; lets public ones through', () => {
    for (const address of [
      '10.0.0.1',
      '192.168.1.1',
      '172.16.5.4',
      '127.0.0.1',
      '::1',
      'fd12::1',
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
      '100.64.0.1',
    ])
      expect(refusedAddress(address, false), address).toMatch(/loopback or private/);
    for (const address of [
      '169.254.169.254',
      '0.0.0.0',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:169.254.169.254',
      '224.0.0.1',
    ])
      expect(refusedAddress(address, false), address).toMatch(/link-local, metadata or reserved/);
    for (const address of ['93.184.216.34', '2606:4700::1111', '8.8.8.8'])
      expect(refusedAddress(address, false)).toBeNull();
  });

  it('WEBHOOK_ALLOW_PRIVATE lifts loopback and private networks, never the metadata service', () => {
    expect(refusedAddress('127.0.0.1', true)).toBeNull();
    expect(refusedAddress('10.0.0.1', true)).toBeNull();
    expect(refusedAddress('169.254.169.254', true)).toMatch(/metadata/);
  });

  it('judges every address a name resolves to, at each delivery, and connects to none of them', async () => {
    const resolve = resolverOf({
      'erp.example.com': ['93.184.216.34'],
      'intranet.example.com': ['10.0.0.1'],
      'home.example.com': ['192.168.1.1'],
      'metadata.example.com': ['169.254.169.254'],
      'split.example.com': ['93.184.216.34', '192.168.1.1'],
    });
    const judge = (host: string) => judgeDestination(new URL(`https://${host}/hooks`), false, resolve);
    await expect(judge('erp.example.com')).resolves.toEqual({ address: '93.184.216.34', family: 4 });
    await expect(judge('intranet.example.com')).rejects.toThrow(
      /resolves to 10\.0\.0\.1 is a loopback or private/,
    );
    await expect(judge('home.example.com')).rejects.toThrow(/192\.168\.1\.1/);
    await expect(judge('metadata.example.com')).rejects.toThrow(
      /169\.254\.169\.254 is a link-local, metadata/,
    );
    // One refused answer refuses the name: it may give that one next time.
    await expect(judge('split.example.com')).rejects.toBeInstanceOf(RefusedDestination);
    await expect(judge('nowhere.example.com')).rejects.toThrow(/could not be resolved \(ENOTFOUND\)/);
    // Literal addresses are judged as written, without asking the resolver.
    const asked = resolve.asked.length;
    await expect(judge('10.0.0.1')).rejects.toThrow(/10\.0\.0\.1/);
    await expect(judge('[::ffff:169.254.169.254]')).rejects.toThrow(/metadata/);
    expect(resolve.asked).toHaveLength(asked);
    // Asked again at the next delivery: a name that changes its answer is judged on the new one.
    await judge('erp.example.com');
    expect(resolve.asked.filter((name) => name === 'erp.example.com')).toHaveLength(2);
  });

  it('refuses at creation what can only be refused at delivery: plain http, literal private addresses, localhost', () => {
    expect(urlRefusal('http://erp.example.com/hooks', false)).toBe('The address must start with https://');
    expect(urlRefusal('https://10.0.0.1/hooks', false)).toMatch(/private/);
    expect(urlRefusal('https://[::1]/hooks', false)).toMatch(/loopback/);
    expect(urlRefusal('https://169.254.169.254/latest/meta-data', false)).toMatch(/metadata/);
    expect(urlRefusal('https://localhost/hooks', false)).toMatch(/own machine/);
    expect(urlRefusal('https://erp.example.com/hooks', false)).toBeNull();
    expect(urlRefusal('http://127.0.0.1:4615/hooks', true)).toBeNull();
  });

  it('WEBHOOK_ALLOW_PRIVATE=true is refused in a production registry', () => {
    expect(() =>
      loadConfig({
        APP_ENV: 'production',
        PUBLIC_URL: 'https://registry.example',
        WEBHOOK_ALLOW_PRIVATE: 'true',
      }),
    ).toThrow(/WEBHOOK_ALLOW_PRIVATE/);
    expect(loadConfig({ APP_ENV: 'development', WEBHOOK_ALLOW_PRIVATE: 'true' }).webhooks.allowPrivate).toBe(
      true,
    );
    expect(loadConfig({ APP_ENV: 'development' }).webhooks.allowPrivate).toBe(false);
  });

  describe('end to end on 127.0.0.1', () => {
    let receiver: Receiver;
    let app: TestApp;
    beforeAll(async () => {
      receiver = await startReceiver();
      app = await build();
    });
    afterAll(async () => {
      await receiver.close();
      await app.close();
    });

    const message = (url: string) => ({
      url,
      webhookId: 'msg_test',
      body: '{"type":"ping"}',
      secrets: ['whsec_' + Buffer.alloc(32, 7).toString('base64')],
    });

    it('a delivery to 127.0.0.1 or to localhost is refused without WEBHOOK_ALLOW_PRIVATE, and nothing is sent', async () => {
      for (const url of [receiver.url(), receiver.url().replace('127.0.0.1', 'localhost')]) {
        const outcome = await postWebhook(message(url), { allowPrivate: false });
        expect(outcome).toMatchObject({ ok: false, statusCode: null });
        expect(outcome.error).toMatch(/^Refused: .*loopback or private/);
      }
      expect(receiver.received).toHaveLength(0);
      const delivered = await postWebhook(message(receiver.url()), { allowPrivate: true });
      expect(delivered).toMatchObject({ ok: true, statusCode: 200, response: 'ok' });
      expect(receiver.received).toHaveLength(1);
    });

    it('a redirect is not followed', async () => {
      receiver.answers.push(302);
      const outcome = await postWebhook(message(receiver.url()), { allowPrivate: true });
      expect(outcome).toMatchObject({ ok: false, statusCode: 302, error: 'Redirect not followed (302)' });
      expect(receiver.received).toHaveLength(2);
    });

    it('a registry without WEBHOOK_ALLOW_PRIVATE refuses a loopback endpoint when it is created', async () => {
      for (const url of [
        receiver.url(),
        'https://localhost/hooks',
        'https://10.0.0.1/hooks',
        'https://169.254.169.254/',
      ]) {
        const refused = await call(app, 'rep@nordicfuels.example', 'POST', '/api/webhooks', { url });
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json<{ message: string }>().message).toMatch(/^url: /);
      }
    });
  });
});
