import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestApp } from '../helpers/app';
import { buildWithFolders } from '../onboarding/registration-helpers';

const REP = 'rep@nordicfuels.example';

describe('a malformed form is a 400, never a 500', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await buildWithFolders());
  });
  afterAll(() => app.close());

  it.each([
    [
      'a multipart body cut short',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcc',
    ],
    ['a multipart body without a boundary', 'multipart/form-data', 'name=x'],
    ['garbage under a boundary', 'multipart/form-data; boundary=XYZ', 'not a form at all'],
    ['JSON where a form is due', 'application/json', '{"name":"x","type":"generalHoldingAccount"}'],
  ])('%s', async (_case, contentType, payload) => {
    const response = await injectAs(app, REP, {
      method: 'POST',
      url: '/api/account',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });
});
