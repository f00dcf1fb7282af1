import {
  BatchSteppedSchema,
  IssuanceApprovalSchema,
  actionBatchSchema,
  optionalTextArea,
  requiredTextArea,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ErrorBodySchema } from '@safc/domain';
import { callerOf } from '../account/caller-of';
import { acceptAction } from '../../services/actions/accept-action';
import { approveAction } from '../../services/actions/approve-action';
import { cancelAction } from '../../services/actions/cancel-action';
import { answerClarification, requestClarification } from '../../services/actions/clarify-action';
import { rejectAction } from '../../services/actions/reject-action';
import { signAction } from '../../services/actions/sign-action';
import { acceptBatch, signBatch } from '../../services/units/batch-units';
import type { Caller } from '../../services/users/caller';
import type { ActionRow } from '../../services/ledger/ledger-rows';
import { keyedCall } from '../keyed-call';
import { ActionResultSchema, actionResultOf } from '../units/unit-schemas';
import { ADMINISTRATOR, may, type RoutePermission } from '../../plugins/route-permission';

const Params = z.object({ id: z.uuid() });
const Comment = z.object({ comment: requiredTextArea(2000) });
const OptionalComment = z.object({ comment: optionalTextArea(2000) }).nullish();
const response = {
  200: ActionResultSchema,
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

interface StepBody {
  comment?: string;
  acknowledgedWarnings?: string[];
}
type Step = (db: Db, caller: Caller, id: string, body: StepBody | undefined) => Promise<ActionRow>;

const STEPS: {
  path: string;
  summary: string;
  body?: z.ZodType;
  run: Step;
  /** What the caller needs before the body is read; the service then judges the action's own accounts. */
  permission: RoutePermission;
}[] = [
  {
    path: 'sign',
    permission: may('Sign', 'Unit'),
    summary: 'Sign (someone with Sign on the account other than the initiator)',
    run: (db, a, id) => signAction(db, a, id),
  },
  {
    path: 'accept',
    permission: may('Accept', 'Unit'),
    summary: 'Accept an incoming transfer or an on-behalf claim',
    run: (db, a, id) => acceptAction(db, a, id),
  },
  {
    path: 'reject',
    permission: [ADMINISTRATOR, may('Accept', 'Unit'), may('Sign', 'Unit')],
    summary:
      'Reject (administrator: an issuance; receiving side: a transfer; signer: refuse to sign); releases the volume',
    body: OptionalComment,
    run: (db, a, id, body) => rejectAction(db, a, id, body?.comment || null),
  },
  {
    path: 'cancel',
    // The initiator, whatever their role is now: the service compares the action's initiator, and refuses an
    // action outside the account the caller's token is held to as an unknown one (decision 091).
    permission: 'signedIn',
    summary: 'Cancel (initiator); releases the volume',
    run: (db, a, id) => cancelAction(db, a, id),
  },
  {
    path: 'approve',
    permission: ADMINISTRATOR,
    summary:
      'Approve an issuance (administrator): the block is created. acknowledgedWarnings names every plausibility warning of the issuance (GET /api/issuances/{id}), or the approval is refused',
    body: IssuanceApprovalSchema.nullish(),
    run: (db, a, id, body) => approveAction(db, a, id, body?.acknowledgedWarnings),
  },
  {
    path: 'clarify',
    permission: ADMINISTRATOR,
    summary: 'Ask the initiator of an issuance for clarification (administrator)',
    body: Comment,
    run: (db, a, id, body) => requestClarification(db, a, id, body?.comment ?? ''),
  },
  {
    path: 'clarification',
    // The initiator of the issuance, as for cancel.
    permission: 'signedIn',
    summary: "The initiator's answer; the issuance goes back to the administrator",
    body: Comment,
    run: (db, a, id, body) => answerClarification(db, a, id, body?.comment ?? ''),
  },
];

/** POST /api/actions/{id}/sign, /accept, /reject, /cancel, /approve, /clarify, /clarification. */
export const actionStepRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const step of STEPS) {
    app.post(
      `/:id/${step.path}`,
      {
        config: { permission: step.permission },
        schema: {
          tags: ['actions'],
          summary: step.summary,
          params: Params,
          ...(step.body ? { body: step.body } : {}),
          response,
        },
      },
      async (request, reply) => {
        const body = request.body as StepBody | undefined;
        return keyedCall(request, reply, 200, async ({ tx }) =>
          actionResultOf(await step.run(tx, callerOf(request), request.params.id, body)),
        );
      },
    );
  }

  for (const [path, run] of [
    ['sign', signBatch],
    ['accept', acceptBatch],
  ] as const) {
    app.post(
      `/batch/${path}`,
      {
        config: { permission: may(path === 'sign' ? 'Sign' : 'Accept', 'Unit') },
        schema: {
          tags: ['actions'],
          summary: `${path === 'sign' ? 'Sign' : 'Accept'} several actions in one go: all or none (docs/decisions/042)`,
          body: actionBatchSchema,
          response: { ...response, 200: BatchSteppedSchema },
        },
      },
      async (request, reply) =>
        keyedCall(request, reply, 200, async ({ tx }) => {
          const done = await run(tx, callerOf(request), request.body);
          return { actions: done.map(actionResultOf) };
        }),
    );
  }
};
