import {
  FeeScheduleSchema,
  InvoiceExportQuerySchema,
  InvoiceGenerationResultSchema,
  InvoiceListQuerySchema,
  InvoicePageSchema,
  InvoiceSchema,
  ErrorBodySchema,
  feeScheduleInputSchema,
  invoiceGenerationSchema,
  invoiceMoveSchema,
  type InvoiceGenerationResult,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendPdf } from '../../pdf/send-pdf';
import { exportInvoices } from '../../services/billing/export-invoices';
import { generateInvoices } from '../../services/billing/generate-invoices';
import { getFeeSchedule } from '../../services/billing/get-fee-schedule';
import { drawInvoicePdf } from '../../services/billing/invoice-pdf';
import { loadInvoice } from '../../services/billing/invoice-views';
import { listInvoices } from '../../services/billing/list-invoices';
import { moveInvoice } from '../../services/billing/move-invoice';
import { updateFeeSchedule } from '../../services/billing/update-fee-schedule';
import { REFUSALS, callerOf, registryIn } from '../account/caller-of';
import { ADMINISTRATOR } from '../../plugins/route-permission';
import { keyedCall } from '../keyed-call';

const tags = ['billing'];
const Id = z.object({ id: z.uuid() });
const errors = { ...REFUSALS, 422: ErrorBodySchema };

/** Billing (DESIGN §7, §9): the fee schedule and the invoices. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fees',
    {
      schema: {
        tags,
        summary: 'The fee schedule: every version, the one in force today, the last day billed',
        response: { 200: FeeScheduleSchema, ...errors },
      },
    },
    async (request) => getFeeSchedule(app.database.db, callerOf(request)),
  );

  app.put(
    '/fees',
    {
      config: { permission: ADMINISTRATOR },
      schema: {
        tags,
        summary: 'Administrator: save a new version of the fee schedule (amounts in US cents)',
        description: 'A version may not take effect on or before the last day already billed (409).',
        body: feeScheduleInputSchema,
        response: { 200: FeeScheduleSchema, ...errors },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) => updateFeeSchedule(tx, callerOf(request), request.body)),
  );

  app.get(
    '/invoices',
    {
      schema: {
        tags,
        summary: "Invoices: administrators all; a company representative their company's, drafts excepted",
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoicePageSchema, ...errors },
      },
    },
    async (request) => listInvoices(app.database.db, callerOf(request), request.query),
  );

  app.get(
    '/invoices/export',
    {
      schema: {
        tags,
        summary: 'The invoices under the same filters and order, as a CSV or XLSX file',
        querystring: InvoiceExportQuerySchema,
        response: { 200: z.any().describe('text/csv or an XLSX workbook'), ...errors },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const file = exportInvoices(app.database.db, callerOf(request), filters, format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/invoices/generate',
    {
      config: { permission: ADMINISTRATOR },
      schema: {
        tags,
        summary:
          'Administrator: preview (confirm false) or create (confirm true) the draft invoices of a period',
        body: invoiceGenerationSchema,
        response: { 200: InvoiceGenerationResultSchema, 201: InvoiceGenerationResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      return keyedCall<InvoiceGenerationResult>(
        request,
        reply,
        (result) => (result.confirmed ? 201 : 200),
        ({ tx }) => generateInvoices(tx, callerOf(request), request.body),
      );
    },
  );

  app.get(
    '/invoices/:id',
    {
      schema: {
        tags,
        summary: 'An invoice with its lines',
        params: Id,
        response: { 200: InvoiceSchema, ...errors },
      },
    },
    async (request) => loadInvoice(app.database.db, app.config, callerOf(request), request.params.id),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The invoice as a PDF (DRAFT or VOID watermark where it applies)',
        params: Id,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await loadInvoice(app.database.db, app.config, callerOf(request), request.params.id);
      return sendPdf(reply, drawInvoicePdf(invoice), invoice.number ?? `draft-invoice-${invoice.id}`);
    },
  );

  app.patch(
    '/invoices/:id',
    {
      config: { permission: ADMINISTRATOR },
      schema: {
        tags,
        summary: 'Administrator: issue (numbered, e-mailed), mark paid or void an invoice',
        params: Id,
        body: invoiceMoveSchema,
        response: { 200: InvoiceSchema, ...errors },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, (call) =>
        moveInvoice(registryIn(app, call), callerOf(request), request.params.id, request.body),
      ),
  );
};
