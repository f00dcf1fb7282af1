import {
  CompanyBlockSchema,
  CompanyChangeSchema,
  CompanyListQuerySchema,
  CompanyNamePrivacySchema,
  CompanySummarySchema,
  CompanyViewSchema,
  CompanyDashboardQuerySchema,
  CompanyDashboardSchema,
  Scope3StatementQuerySchema,
  companyEditSchema,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../plugins/multipart';
import { closeCompany, setCompanyBlocked } from '../../services/companies/change-company-status';
import { editCompany, setCompanyNamePrivacy } from '../../services/companies/edit-company';
import { getCompany, listCompanies } from '../../services/companies/list-companies';
import { requestCompany } from '../../services/companies/request-company';
import { announcedRequest } from '../../services/requests/request-mail';
import { updateCompanyDocuments } from '../../services/companies/update-company-documents';
import { sendPdf } from '../../pdf/send-pdf';
import { drawScope3Statement } from '../../services/statements/scope-3-statement-pdf';
import { getScope3Statement } from '../../services/statements/scope-3-statement';
import { getCompanyDashboard } from '../../services/statements/company-dashboard';
import { readCompanyDocument } from '../../services/uploads/read-document';
import { REFUSALS, callerOf, registryIn, registryOf } from '../account/caller-of';
import { keyedCall } from '../keyed-call';
import { sendDocument } from '../account/send-document';
import { may, type CallerRule } from '../../plugins/route-permission';
import { furtherCompanyRefusal } from '../../services/companies/request-company';

const tags = ['companies'];
const Id = z.object({ id: z.uuid() });

/** Companies (DESIGN §7). */
/** A further company: an onboarded user who is not an administrator, asked before the form is read. */
const MAY_REGISTER_FURTHER_COMPANY: CallerRule = { refusalFor: furtherCompanyRefusal };

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/scope-3-statement',
    {
      schema: {
        tags,
        summary: "The company's claimed SAFcE of one claim year, with totals, as a PDF (Scope 3 statement)",
        params: Id,
        querystring: Scope3StatementQuerySchema,
        // The answer is a PDF stream: no JSON schema describes it.
        response: REFUSALS,
      },
    },
    async (request, reply) => {
      const { year } = request.query;
      const statement = await getScope3Statement(app.database.db, callerOf(request), request.params.id, year);
      const doc = drawScope3Statement(statement, app.config.publicUrl);
      return sendPdf(reply, doc, `scope-3-statement-${year}-${statement.company.name}`);
    },
  );

  app.get(
    '/:id/dashboard',
    {
      schema: {
        tags,
        summary:
          "The company's holdings by status over time, movements per month, CO2e abated by claim year and the Scope 3 statement's figures (its members' accounts)",
        params: Id,
        querystring: CompanyDashboardQuerySchema,
        response: { 200: CompanyDashboardSchema, ...REFUSALS },
      },
    },
    async (request) =>
      getCompanyDashboard(app.database.db, callerOf(request), request.params.id, request.query),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "Administrator: the registry's companies",
        querystring: CompanyListQuerySchema,
        response: { 200: z.array(CompanySummarySchema), ...REFUSALS },
      },
    },
    async (request) => listCompanies(app.database.db, callerOf(request), request.query),
  );

  app.post(
    '/',
    {
      config: { permission: MAY_REGISTER_FURTHER_COMPANY },
      schema: {
        tags,
        summary:
          'A registered user registers a further company they represent (multipart: the company fields and `companyUploads`, 1 to 10 files): it awaits review (CompanyCreateRequest)',
        consumes: ['multipart/form-data'],
        response: { 201: CompanyChangeSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      return keyedCall(request, reply, 201, (call) =>
        requestCompany(registryIn(app, call), callerOf(request), form),
      );
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A company with its representatives and documents',
        params: Id,
        response: { 200: CompanyViewSchema, ...REFUSALS },
      },
    },
    async (request) => getCompany(app.database.db, callerOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: { permission: may('Edit', 'Company') },
      schema: {
        tags,
        summary: "Edit the company; a representative's edit becomes a CompanyUpdateRequest",
        params: Id,
        body: companyEditSchema,
        response: { 200: CompanyChangeSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, async (call) =>
        announcedRequest(
          registryIn(app, call),
          await editCompany(call.tx, callerOf(request), request.params.id, request.body),
        ),
      ),
  );

  app.patch(
    '/:id/privacy',
    {
      config: { permission: may('Edit', 'Company') },
      schema: {
        tags,
        summary: 'Hide or show the company name on public pages and transfer lists',
        params: Id,
        body: CompanyNamePrivacySchema,
        response: { 200: CompanyViewSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) =>
        setCompanyNamePrivacy(tx, callerOf(request), request.params.id, request.body.isNamePrivate),
      ),
  );

  app.post(
    '/:id/documents',
    {
      config: { permission: may('Edit', 'Company') },
      schema: {
        tags,
        summary:
          "Add company documents (multipart `documents`); a representative's wait in a CompanyUpdateDocsRequest",
        consumes: ['multipart/form-data'],
        params: Id,
        response: { 200: CompanyChangeSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      return keyedCall(request, reply, 200, async (call) => {
        const registry = registryIn(app, call);
        return announcedRequest(
          registry,
          await updateCompanyDocuments(registry, callerOf(request), request.params.id, form.files),
        );
      });
    },
  );

  app.get(
    '/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: "Download one of the company's documents",
        params: z.object({ id: z.uuid(), documentId: z.uuid() }),
        response: { 200: z.any().describe('The file'), ...REFUSALS },
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await readCompanyDocument(
          registryOf(app),
          callerOf(request),
          request.params.id,
          request.params.documentId,
        ),
      ),
  );

  app.post(
    '/:id/close',
    {
      config: { permission: may('Close', 'Company') },
      schema: {
        tags,
        summary: 'Close the company; a representative asks with a CompanyCloseRequest',
        params: Id,
        response: { 200: CompanyChangeSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, async (call) =>
        announcedRequest(
          registryIn(app, call),
          await closeCompany(call.tx, callerOf(request), request.params.id),
        ),
      ),
  );

  app.patch(
    '/:id/block',
    {
      config: { permission: may('Block', 'Company') },
      schema: {
        tags,
        summary: 'Administrator: block the company (optional reason)',
        params: Id,
        body: CompanyBlockSchema,
        response: { 200: CompanyViewSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) =>
        setCompanyBlocked(tx, callerOf(request), request.params.id, { reason: request.body?.reason }),
      ),
  );

  app.patch(
    '/:id/unblock',
    {
      config: { permission: may('Unblock', 'Company') },
      schema: {
        tags,
        summary: 'Administrator: unblock the company',
        params: Id,
        response: { 200: CompanyViewSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) =>
        setCompanyBlocked(tx, callerOf(request), request.params.id, null),
      ),
  );
};
