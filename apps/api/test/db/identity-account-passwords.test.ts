import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/lib/passwords';

// The password_hash of identity_accounts.
describe('identity account passwords', () => {
  it('verify the password they were made from, and no other', async () => {
    const hash = await hashPassword('safc-demo');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('safc-demo', hash)).toBe(true);
    expect(await verifyPassword('safc-demo ', hash)).toBe(false);
  });

  it('salt every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuse, without throwing, a hash they did not write', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$c2FsdA==$a2V5')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$c2FsdA==$a2V5')).toBe(false);
  });
});
