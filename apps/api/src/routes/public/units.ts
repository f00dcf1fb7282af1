import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  PublicUnitExportQuerySchema,
  PublicUnitListQuerySchema,
  PublicUnitListSchema,
  PublicUnitPageSchema,
  PublicUnitRefParamsSchema,
  PublicUnitSerialParamsSchema,
  RetirementExportBodySchema,
  RetirementExportQuerySchema,
  RetirementPageSchema,
  RetirementQuerySchema,
} from '@safc/domain';
import { exportPublicUnits } from '../../services/public/export-public-units';
import { getPublicUnitPage } from '../../services/public/get-public-unit-page';
import { listPublicUnits } from '../../services/public/list-public-units';
import { exportRetirements, listRetirements } from '../../services/public/public-retirements';
import { EXPORT_CONTENT_TYPES } from '../../services/public/stream-export';
import { drawRetirementCertificate } from '../../services/public/retirement-certificate-pdf';
import { getRetirementCertificate } from '../../services/public/retirement-certificate';
import { sendPdf } from '../../pdf/send-pdf';
import { answeredNotModified } from './conditional-read';
import { publicAnswerCache, sendCachedAnswer } from './public-answer-cache';
import { EXPORT_COMPRESSION, sendFileStream } from './send-file-stream';

/** A list page is what someone acts on (has my claim arrived?): every use revalidates, a 304 when unchanged. */
const LIST_CACHE_CONTROL = 'public, no-cache';

/** List pages kept per process until the next publication: about 10 kB each, so at most ~30 MB with encodings. */
const LIST_PAGES_KEPT = 1_000;

/** Public pages: the unit list and a unit's page, the claimed-units table and its export. No sign-in. */
export const publicUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  const listPages = publicAnswerCache(LIST_PAGES_KEPT);
  const retirementPages = publicAnswerCache(LIST_PAGES_KEPT);

  app.get(
    '/units',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'The public unit list: issued SAFcA and SAFcE, held, claimed or expired; keyset paged',
        querystring: PublicUnitListQuerySchema,
        response: { 200: PublicUnitListSchema, 400: ErrorBodySchema },
      },
    },
    // public_units changes only when the publishing job publishes: the published event is the validator,
    // and a page (keyed by its parsed query, so equivalent addresses share it) is made once per publication.
    async (request, reply) => {
      const { etag } = await app.publishedState.current();
      if (answeredNotModified(request, reply, etag, LIST_CACHE_CONTROL)) return reply;
      const page = await listPages.get(etag, JSON.stringify(request.query), async () =>
        JSON.stringify(
          z.encode(PublicUnitListSchema, await listPublicUnits(app.database.read, request.query)),
        ),
      );
      return sendCachedAnswer(request, reply, page);
    },
  );

  app.get(
    '/units/export',
    {
      config: { public: true },
      compress: EXPORT_COMPRESSION,
      schema: {
        tags: ['public'],
        summary:
          'The public unit list under the same filters, as CSV or XLSX, streamed from a database cursor',
        querystring: PublicUnitExportQuerySchema,
        // The file is a stream (text/csv or an XLSX workbook): no JSON schema describes it.
        response: { 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { format, sort: _sort, ...filters } = request.query;
      return sendFileStream(
        reply,
        exportPublicUnits(app.database, filters, format),
        EXPORT_CONTENT_TYPES[format],
        `safc-units.${format}`,
      );
    },
  );

  app.get(
    '/units/:serial',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: "A unit's public page, by serial",
        params: PublicUnitSerialParamsSchema,
        response: { 200: PublicUnitPageSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getPublicUnitPage(app.database.read, { serial: request.params.serial }),
  );

  app.get(
    '/units/:unit/certificate',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: "A claimed unit's retirement certificate (one-page PDF), by serial or by id",
        params: PublicUnitRefParamsSchema,
        // The answer is a PDF stream: no JSON schema describes it.
        response: { 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const certificate = await getRetirementCertificate(app.database.read, request.params.unit);
      const doc = drawRetirementCertificate(certificate, app.config.publicUrl);
      return sendPdf(reply, doc, `retirement-certificate-${certificate.unit.serial}`);
    },
  );

  app.get(
    '/unit/:id',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: "A unit's public page, by id",
        params: z.object({ id: z.uuid() }),
        response: { 200: PublicUnitPageSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getPublicUnitPage(app.database.read, { id: request.params.id }),
  );

  app.get(
    '/retirements',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: 'Public table of claimed (retired) units, with the logistics provider named',
        querystring: RetirementQuerySchema,
        response: { 200: RetirementPageSchema, 400: ErrorBodySchema },
      },
    },
    // public_claims changes only when the publishing job publishes (a name made private too: the job rewrites
    // that company's rows, decision 110), so the table pages as the unit list does: the publication is the
    // validator and a page is made once per publication.
    async (request, reply) => {
      const { etag } = await app.publishedState.current();
      if (answeredNotModified(request, reply, etag, LIST_CACHE_CONTROL)) return reply;
      const page = await retirementPages.get(etag, JSON.stringify(request.query), async () =>
        JSON.stringify(
          z.encode(RetirementPageSchema, await listRetirements(app.database.read, request.query)),
        ),
      );
      return sendCachedAnswer(request, reply, page);
    },
  );

  app.get(
    '/retirements/export',
    {
      config: { public: true },
      compress: EXPORT_COMPRESSION,
      schema: {
        tags: ['public'],
        summary:
          "The claimed units under the table's filters, as CSV or XLSX, streamed from a database cursor",
        querystring: RetirementExportQuerySchema,
        // The file is a stream (text/csv or an XLSX workbook): no JSON schema describes it.
        response: { 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      return sendFileStream(
        reply,
        exportRetirements(app.database, filters, format),
        EXPORT_CONTENT_TYPES[format],
        `safc-retirements.${format}`,
      );
    },
  );

  app.post(
    '/export',
    {
      config: { public: true },
      compress: EXPORT_COMPRESSION,
      schema: {
        tags: ['public'],
        summary: 'The claimed units as a CSV file (streamed; GET /retirements/export also gives XLSX)',
        body: RetirementExportBodySchema.nullish(),
        response: { 200: z.string().describe('text/csv'), 400: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      sendFileStream(
        reply,
        exportRetirements(app.database, request.body ?? {}, 'csv'),
        EXPORT_CONTENT_TYPES.csv,
        'safc-retirements.csv',
      ),
  );
};
