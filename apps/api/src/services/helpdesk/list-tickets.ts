import type { TicketListQuery, TicketPage, TicketSummary } from '@safc/domain';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, tickets, uploads, users } from '../../db/schema';
import { requireAdministrator, type Caller } from '../users/caller';

/** GET /api/helpdesk/tickets: the administrators' inbox, newest first, each with its screenshots. */
export async function listTickets(db: Db, caller: Caller, page: TicketListQuery): Promise<TicketPage> {
  requireAdministrator(caller, 'Only registry administrators read helpdesk tickets');
  const [counted] = await db.select({ total: count() }).from(tickets);
  const items = await ticketSummaries(db, page);
  return { items, total: counted?.total ?? 0, ...page };
}

async function ticketSummaries(db: Db, page: TicketListQuery): Promise<TicketSummary[]> {
  const rows = await db
    .select({
      id: tickets.id,
      type: tickets.type,
      description: tickets.description,
      url: tickets.url,
      createdAt: tickets.createdAt,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .leftJoin(companies, eq(companies.id, tickets.companyId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];

  // One query for every ticket's screenshots, not one per ticket.
  const files = await db
    .select({
      id: uploads.id,
      ticketId: uploads.ticketId,
      name: uploads.originalName,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
    })
    .from(uploads)
    .where(
      inArray(
        uploads.ticketId,
        rows.map((row) => row.id),
      ),
    );

  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    description: row.description,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    user: { id: row.userId, name: row.userName, email: row.userEmail },
    company: row.companyId && row.companyName ? { id: row.companyId, name: row.companyName } : null,
    screenshots: files
      .filter((file) => file.ticketId === row.id)
      .map(({ id, name, contentType, sizeBytes }) => ({ id, name, contentType, sizeBytes })),
  }));
}
