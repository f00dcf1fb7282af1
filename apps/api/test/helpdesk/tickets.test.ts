import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets, uploads } from '../../src/db/schema';
import { build, injectAs, type TestApp } from '../helpers/app';
import { ELF_BYTES, multipart } from '../onboarding/registration-helpers';

const ADMIN = 'admin@safc-registry.example';
const INITIATOR = 'initiator@nordicfuels.example';
// A PNG's signature and IHDR chunk: what the content check reads.
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const DESCRIPTION = 'The holdings page shows no units for my account.';

describe('helpdesk tickets (POST /api/helpdesk/ticket, GET /api/helpdesk/tickets)', () => {
  let app: TestApp;
  const stored = async () => {
    const [ticketRows] = await app.database.db.select({ n: count() }).from(tickets);
    const [uploadRows] = await app.database.db
      .select({ n: count() })
      .from(uploads)
      .where(eq(uploads.purpose, 'ticketScreenshot'));
    return { tickets: ticketRows!.n, screenshots: uploadRows!.n };
  };

  beforeAll(async () => {
    app = await build();
  });
  afterAll(async () => app.close());

  it('a signed-in user reports a problem with a screenshot; the administrator reads it with its picture', async () => {
    const form = await multipart(
      { type: 'technicalIssue', description: DESCRIPTION, url: 'http://registry.test/holdings' },
      [{ field: 'screenshots', name: 'screenshot.png', type: 'image/png', bytes: PNG_BYTES }],
    );
    const created = await injectAs(app, INITIATOR, { method: 'POST', url: '/api/helpdesk/ticket', ...form });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ screenshots: 1 });

    const inbox = await injectAs(app, ADMIN, { method: 'GET', url: '/api/helpdesk/tickets' });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json()).toMatchObject({ total: 1, limit: 50, offset: 0 });
    const [ticket] = inbox.json().items as {
      id: string;
      description: string;
      user: { email: string };
      screenshots: { id: string }[];
    }[];
    expect(ticket).toMatchObject({
      description: DESCRIPTION,
      user: { email: INITIATOR },
      url: 'http://registry.test/holdings',
    });

    const picture = await injectAs(app, ADMIN, {
      method: 'GET',
      url: `/api/helpdesk/tickets/${ticket!.id}/screenshots/${ticket!.screenshots[0]!.id}`,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('only administrators read the tickets', async () => {
    const inbox = await injectAs(app, INITIATOR, { method: 'GET', url: '/api/helpdesk/tickets' });
    expect(inbox.statusCode).toBe(403);
  });

  it("a description under 10 characters is refused in the spec's words, and nothing is stored", async () => {
    const before = await stored();
    const form = await multipart({ type: 'suggestion', description: 'Too short' });
    const response = await injectAs(app, INITIATOR, { method: 'POST', url: '/api/helpdesk/ticket', ...form });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'body.description: Please ensure your problem description contains at least 10 characters to provide sufficient details for us to assist you effectively.',
    );
    expect(await stored()).toEqual(before);
  });

  it('an unknown ticket type names the field', async () => {
    const form = await multipart({ type: 'complaint', description: DESCRIPTION });
    const response = await injectAs(app, INITIATOR, { method: 'POST', url: '/api/helpdesk/ticket', ...form });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.type: /);
  });

  it('a program renamed screenshot.png is "Not supported" by its content, and nothing is stored', async () => {
    const before = await stored();
    const form = await multipart({ type: 'technicalIssue', description: DESCRIPTION }, [
      { field: 'screenshots', name: 'screenshot.png', type: 'image/png', bytes: ELF_BYTES },
    ]);
    const response = await injectAs(app, INITIATOR, { method: 'POST', url: '/api/helpdesk/ticket', ...form });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body.screenshots: Not supported (screenshot.png)');
    expect(await stored()).toEqual(before);
  });

  it('a ticket needs a signed-in user', async () => {
    const form = await multipart({ type: 'technicalIssue', description: DESCRIPTION });
    const response = await app.inject({
      method: 'POST',
      url: '/api/helpdesk/ticket',
      payload: form.payload,
      headers: { ...form.headers, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(401);
  });
});
