import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/errors/app-error';
import { build, type TestApp } from '../helpers/app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('errors answer { statusCode, message, errorId, details? } and never 500 for bad input', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ seed: false });
    // Routes made for this test only (public, so the authenticate hook lets them through).
    const config = { public: true };
    app.post(
      '/api/public/test-volume',
      { config, schema: { body: z.object({ volume: z.number().min(0.001), accountId: z.uuid() }) } },
      async (request) => request.body,
    );
    app.get('/api/public/test-explode', { config }, async () => {
      throw new Error('connection string postgres://secret@db');
    });
    app.get('/api/public/test-bad-uuid', { config }, async () => {
      await app.database.db.execute(sql`select ${'not-a-uuid'}::uuid`);
    });
    app.get('/api/public/test-conflict', { config }, async () => {
      throw AppError.conflict('The block is already reserved', { blockId: 'b1' });
    });
  });
  afterAll(() => app.close());

  it('an unknown /api route is a 404 naming the route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/x?y=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      statusCode: 404,
      message: "There is no call GET /api/x; the API's calls are listed at /api/docs",
    });
    expect(response.json().errorId).toMatch(UUID);
  });

  it('malformed JSON is a 400 "Malformed JSON in request body"', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/test-volume',
      headers: { 'content-type': 'application/json' },
      payload: '{"volume": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'Malformed JSON in request body' });
  });

  it('wrong types are a 400 naming the field, with every failing field in details', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/test-volume',
      payload: { volume: 'ten', accountId: 'not-a-uuid' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(/^body\.volume: /);
    expect(Object.keys(body.details)).toEqual(['body.volume', 'body.accountId']);
    expect(body.errorId).toMatch(UUID);
  });

  it("a field whose schema names no message reads in the forms' words, not the parser's", async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/public/test-volume',
      payload: { volume: 'ten', accountId: 'not-a-uuid' },
    });
    expect(wrong.json().details).toEqual({
      'body.volume': 'Must be a number',
      'body.accountId': 'Must be an id (a UUID)',
    });
    const small = await app.inject({
      method: 'POST',
      url: '/api/public/test-volume',
      payload: { volume: 0, accountId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(small.json().message).toBe('body.volume: Must be at least 0.001');
    const missing = await app.inject({ method: 'POST', url: '/api/public/test-volume', payload: {} });
    expect(missing.json().details).toEqual({ 'body.volume': 'Required', 'body.accountId': 'Required' });
  });

  it('an unsupported media type is a 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/test-volume',
      headers: { 'content-type': 'application/xml' },
      payload: '<volume>1</volume>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      statusCode: 415,
      message: expect.stringMatching(/^Unsupported media type: send JSON/),
    });
  });

  it('an AppError keeps its status, message and details', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/test-conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      statusCode: 409,
      message: 'The block is already reserved',
      details: { blockId: 'b1' },
    });
  });

  it('a value the database cannot hold is a 400, not a 500, and the SQL stays in the log', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/test-bad-uuid' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A value in the request is not valid');
    expect(response.body).not.toContain('select');
  });

  it('an unexpected error is a 500 "Internal server error" that hides its cause', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/test-explode' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      errorId: expect.stringMatching(UUID),
    });
    expect(response.body).not.toContain('secret');
  });

  it('without a web build, / says to run npm run build', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });
});
