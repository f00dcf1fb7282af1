import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

describe('configuration from the environment', () => {
  it('defaults to an embedded provider under PUBLIC_URL, PGlite in ./data, production, and the demo on localhost', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      environment: 'production',
      seedDemo: true,
      requireAdminMfa: false,
      oidc: {
        issuer: 'http://localhost:3000/oidc',
        clientId: 'safc-web',
        audience: 'http://localhost:3000/api',
        embedded: true,
      },
    });
    expect(path.basename(config.dataDir)).toBe('data');
    expect(config.uploadsDir).toBe(path.join(config.dataDir, 'uploads'));
    expect(config.buildVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('follows PUBLIC_URL, and an issuer elsewhere turns the embedded provider off', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://registry.example.org/',
      OIDC_ISSUER: 'https://login.example.org/',
      APP_ENV: 'production',
    });
    expect(config.publicUrl).toBe('https://registry.example.org');
    expect(config.oidc).toMatchObject({
      issuer: 'https://login.example.org',
      audience: 'https://registry.example.org/api',
      embedded: false,
    });
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ APP_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('is the demo only for SEED_DEMO=true or a PUBLIC_URL on this machine (decision 103, issue 39)', () => {
    // A deployment that forgets APP_ENV and SEED_DEMO is production, seeds nothing and asks administrators
    // for a second factor; its mail goes out by SMTP_URL.
    const forgetful = loadConfig({
      PUBLIC_URL: 'https://registry.example.org',
      SMTP_URL: 'smtp://mail.example.org',
    });
    expect(forgetful).toMatchObject({ environment: 'production', seedDemo: false, requireAdminMfa: true });
    expect(forgetful.mail.smtpUrl).toBe('smtp://mail.example.org');
    for (const local of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'http://safc.localhost',
    ])
      expect(loadConfig({ PUBLIC_URL: local }).seedDemo).toBe(true);
    // The demo never mails anyone for real, and its administrator signs in with the published password.
    const demo = loadConfig({ PUBLIC_URL: 'http://localhost:3000', SMTP_URL: 'smtp://mail.example.org' });
    expect(demo.mail.smtpUrl).toBeUndefined();
    expect(demo.requireAdminMfa).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://demo.example.org', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('refuses an invalid value, naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL: Give an smtp/);
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM: Give an address/);
  });

  it('sends mail through SMTP_URL in production only; development writes it to a folder', () => {
    const smtp = 'smtps://registry:secret@smtp.example.org:465';
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'SAFc Registry <no-reply@safc-registry.example>',
      digestHourUtc: 6,
    });
    expect(loadConfig({ SMTP_URL: smtp }).mail.smtpUrl).toBeUndefined();
    expect(
      loadConfig({
        APP_ENV: 'production',
        SEED_DEMO: 'false',
        SMTP_URL: smtp,
        MAIL_FROM: 'Registry <registry@example.org>',
      }).mail,
    ).toEqual({ smtpUrl: smtp, from: 'Registry <registry@example.org>', digestHourUtc: 6 });
    expect(loadConfig({ MAIL_FROM: 'registry@example.org' }).mail.from).toBe('registry@example.org');
  });

  it('runs one API process unless told more, and more only on PostgreSQL (PGlite lives in one process)', () => {
    expect(loadConfig({}).apiProcesses).toBe(1);
    const url = 'postgres://postgres@127.0.0.1:5432/registry';
    expect(loadConfig({ API_PROCESSES: '3', DATABASE_URL: url }).apiProcesses).toBe(3);
    expect(() => loadConfig({ API_PROCESSES: '2' })).toThrow(
      /API_PROCESSES: more than one process needs DATABASE_URL/,
    );
    expect(() => loadConfig({ API_PROCESSES: '0', DATABASE_URL: url })).toThrow(/API_PROCESSES/);
  });

  it('replays Idempotency-Key answers for 30 days unless told otherwise (decision 083)', () => {
    expect(loadConfig({}).idempotentAnswersKeptDays).toBe(30);
    expect(loadConfig({ IDEMPOTENT_ANSWERS_KEPT_DAYS: '365' }).idempotentAnswersKeptDays).toBe(365);
    expect(() => loadConfig({ IDEMPOTENT_ANSWERS_KEPT_DAYS: '0' })).toThrow(/IDEMPOTENT_ANSWERS_KEPT_DAYS/);
    expect(() => loadConfig({ IDEMPOTENT_ANSWERS_KEPT_DAYS: 'a month' })).toThrow(
      /IDEMPOTENT_ANSWERS_KEPT_DAYS/,
    );
  });

  it('requires a second factor of registry administrators in production unless told otherwise (decision 089)', () => {
    expect(loadConfig({ APP_ENV: 'production', SEED_DEMO: 'false' }).requireAdminMfa).toBe(true);
    expect(loadConfig({ APP_ENV: 'development' }).requireAdminMfa).toBe(false);
    expect(loadConfig({ APP_ENV: 'production', REQUIRE_ADMIN_MFA: 'false' }).requireAdminMfa).toBe(false);
    expect(
      loadConfig({ APP_ENV: 'development', SEED_DEMO: 'true', REQUIRE_ADMIN_MFA: 'true' }).requireAdminMfa,
    ).toBe(true);
    expect(() => loadConfig({ REQUIRE_ADMIN_MFA: 'yes' })).toThrow(/REQUIRE_ADMIN_MFA/);
  });
});
