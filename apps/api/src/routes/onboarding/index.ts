import { ErrorBodySchema, OnboardingResultSchema } from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../plugins/multipart';
import { submitOnboarding } from '../../services/onboarding/submit-onboarding';
import { REFUSALS, callerOf, registryIn } from '../account/caller-of';
import { keyedCall } from '../keyed-call';

/** Registration by invitation: the signed-in invitee sends the form of the invitation's kind. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:invitationId',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['onboarding'],
        summary: 'Answer an invitation: the company onboarding form (multipart) or a join form',
        consumes: ['multipart/form-data', 'application/json'],
        params: z.object({ invitationId: z.uuid() }),
        response: { 201: OnboardingResultSchema, ...REFUSALS, 410: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const form = request.isMultipart()
        ? await readMultipartForm(request)
        : { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
      return keyedCall(request, reply, 201, (call) =>
        submitOnboarding(registryIn(app, call), callerOf(request), request.params.invitationId, form),
      );
    },
  );
};
