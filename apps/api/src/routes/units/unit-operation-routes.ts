import {
  ClaimEditedSchema,
  BatchStartedSchema,
  batchClaimFormSchema,
  batchTransferFormSchema,
  claimEditFormSchema,
  claimFormSchema,
  lockedClaimFieldsIn,
  issueMetaFormSchema,
  splitFormSchema,
  transferFormSchema,
  ErrorBodySchema,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { callerOf } from '../account/caller-of';
import { parseFormFields } from '../../plugins/multipart';
import { claimUnits } from '../../services/units/claim-units';
import { claimBatch, transferBatch } from '../../services/units/batch-units';
import { editClaim } from '../../services/units/edit-claim';
import { splitUnits } from '../../services/units/split-units';
import { transferUnits } from '../../services/units/transfer-units';
import { unbundleUnits } from '../../services/units/unbundle-units';
import { ActionResultSchema, actionResultOf } from './unit-schemas';
import { may } from '../../plugins/route-permission';
import { keyedCall } from '../keyed-call';

const Params = z.object({ id: z.uuid() });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
};
const started = { 201: ActionResultSchema, ...errors };

const batchStartedOf = (batch: Awaited<ReturnType<typeof transferBatch>>) => ({
  batchId: batch.batchId,
  actions: batch.actions.map(actionResultOf),
});

// The block comes from the path; a blockId in the body, when sent, must name the same block.
const pathBlock = { blockId: z.uuid().optional() };

function sameBlock(pathId: string, bodyId: string | undefined): string {
  if (bodyId && bodyId !== pathId)
    throw AppError.badRequest('body.blockId: must be the block of the path', {
      'body.blockId': 'Must match the path',
    });
  return pathId;
}

/** POST /api/units/{id}/transfer, /split, /claim, /issue-meta: start an action awaiting signatures. */
export const unitOperationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/transfer',
    {
      config: { permission: may('Transfer', 'Unit') },
      schema: {
        tags: ['units'],
        summary: 'Start a transfer of part or all of a block to another account (expires after 72 h)',
        params: Params,
        body: transferFormSchema.extend(pathBlock),
        response: started,
      },
    },
    async (request, reply) => {
      const blockId = sameBlock(request.params.id, request.body.blockId);
      const operation = { ...request.body, blockId };
      return keyedCall(request, reply, 201, async ({ tx }) =>
        actionResultOf(await transferUnits(tx, callerOf(request), operation)),
      );
    },
  );

  app.post(
    '/:id/split',
    {
      config: { permission: may('Split', 'Unit') },
      schema: {
        tags: ['units'],
        summary: 'Start a split of a block into `volume` and the rest',
        params: Params,
        body: splitFormSchema.extend(pathBlock),
        response: started,
      },
    },
    async (request, reply) => {
      const blockId = sameBlock(request.params.id, request.body.blockId);
      const operation = { ...request.body, blockId };
      return keyedCall(request, reply, 201, async ({ tx }) =>
        actionResultOf(await splitUnits(tx, callerOf(request), operation)),
      );
    },
  );

  app.post(
    '/:id/issue-meta',
    {
      config: { permission: may('Issue', 'Unit') },
      schema: {
        tags: ['units'],
        summary: 'Start unbundling: SAFcE of `volume` into `accountId`, the SAFcA part becomes category 3',
        params: Params,
        body: issueMetaFormSchema.extend(pathBlock),
        response: started,
      },
    },
    async (request, reply) => {
      const blockId = sameBlock(request.params.id, request.body.blockId);
      const operation = { ...request.body, blockId };
      return keyedCall(request, reply, 201, async ({ tx }) =>
        actionResultOf(await unbundleUnits(tx, callerOf(request), operation)),
      );
    },
  );

  app.post(
    '/:id/claim',
    {
      config: { permission: may('Retire', 'Unit') },
      schema: {
        tags: ['units'],
        summary:
          'Start a claim (retirement), optionally on behalf of an air transport provider and with a SAFcE beneficiary',
        description: 'The claim form of forms spec §3; retirementYear is judged against the server date.',
        params: Params,
        body: z.record(z.string(), z.unknown()),
        response: started,
      },
    },
    async (request, reply) => {
      // The form's year rules depend on today, so it is parsed per request rather than in the route schema.
      const form = parseFormFields(claimFormSchema({ today: new Date() }).extend(pathBlock), request.body);
      const blockId = sameBlock(request.params.id, form.blockId);
      return keyedCall(request, reply, 201, async ({ tx }) =>
        actionResultOf(await claimUnits(tx, callerOf(request), { ...form, blockId })),
      );
    },
  );

  app.patch(
    '/:id/claim',
    {
      config: { permission: may('Retire', 'Unit') },
      schema: {
        tags: ['units'],
        summary:
          "Ask to correct a saved claim: the previous owner and an outside beneficiary's name and e-mail",
        description:
          'Forms spec §5: every other claim field is locked once saved and is refused (400) when sent. ' +
          'A field left out stays as saved. The correction is a ClaimEdit action signed like the claim; ' +
          'the last signature changes the claim. docs/decisions/039, 094.',
        params: Params,
        body: z.record(z.string(), z.unknown()),
        response: {
          200: ClaimEditedSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const locked = lockedClaimFieldsIn(request.body);
      if (locked.length > 0) {
        const message = 'Cannot be changed once the claim is saved';
        throw AppError.badRequest(
          `body.${locked[0]}: ${message}`,
          Object.fromEntries(locked.map((field) => [`body.${field}`, message])),
        );
      }
      const form = parseFormFields(claimEditFormSchema, request.body);
      return keyedCall(request, reply, 200, async ({ tx }) => {
        const edited = await editClaim(tx, callerOf(request), request.params.id, form);
        return { ...edited, action: edited.action && actionResultOf(edited.action) };
      });
    },
  );

  const batchStarted = {
    201: BatchStartedSchema,
    ...errors,
  };

  app.post(
    '/batch/transfer',
    {
      config: { permission: may('Transfer', 'Unit') },
      schema: {
        tags: ['units'],
        summary:
          'Transfer several blocks whole to one account: one Transfer action per block, started together',
        description:
          'All or none: every block is locked in id order; a block that cannot go refuses the batch. ' +
          'POST /api/actions/batch/sign signs them in one go. docs/decisions/042.',
        body: batchTransferFormSchema,
        response: batchStarted,
      },
    },
    async (request, reply) => {
      return keyedCall(request, reply, 201, async ({ tx }) =>
        batchStartedOf(await transferBatch(tx, callerOf(request), request.body)),
      );
    },
  );

  app.post(
    '/batch/claim',
    {
      config: { permission: may('Retire', 'Unit') },
      schema: {
        tags: ['units'],
        summary: 'Claim several blocks whole with the same claim details: one Claim action per block',
        description: 'All or none, as /batch/transfer. docs/decisions/042.',
        body: z.record(z.string(), z.unknown()),
        response: batchStarted,
      },
    },
    async (request, reply) => {
      const form = parseFormFields(batchClaimFormSchema({ today: new Date() }), request.body);
      return keyedCall(request, reply, 201, async ({ tx }) =>
        batchStartedOf(await claimBatch(tx, callerOf(request), form)),
      );
    },
  );
};
