import {
  IssuanceSubmissionSchema,
  ISSUE_UPLOAD_RULE,
  UPLOAD_REJECTIONS,
  claimedFileType,
  detectFileType,
  isContentAccepted,
  issueRequestSchema,
  ErrorBodySchema,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { callerOf } from '../account/caller-of';
import { parseFormFields, readMultipartForm, type UploadedPart } from '../../plugins/multipart';
import { submitIssuance } from '../../services/issuances/submit-issuance';
import { actionResultOf } from './unit-schemas';
import { may } from '../../plugins/route-permission';
import { keyedCall } from '../keyed-call';

/** The proof of sustainability or compliance: one csv or pdf, at most 10 MB, judged by its content. */
function issuanceDocumentOf(files: UploadedPart[]) {
  const field = 'body.fileTool';
  const [file, ...others] = files;
  if (!file) throw AppError.badRequest(`${field}: Required`, { [field]: 'Required' });
  if (others.length > 0)
    throw AppError.badRequest(`${field}: ${UPLOAD_REJECTIONS.tooMany}`, {
      [field]: UPLOAD_REJECTIONS.tooMany,
    });
  if (file.size > ISSUE_UPLOAD_RULE.maxSize) {
    throw new AppError('payloadTooLarge', `${field}: ${UPLOAD_REJECTIONS.tooLarge}`, {
      [field]: UPLOAD_REJECTIONS.tooLarge,
    });
  }
  const fileType = detectFileType(file.bytes.subarray(0, 1024));
  // Judged as the browser judges it too (its name or type, issue 45 item 4: notes.txt was taken here though
  // the form refused it), and by its content: a file must be what it says it is.
  const claimed = claimedFileType(file);
  if (!fileType || !isContentAccepted(ISSUE_UPLOAD_RULE, fileType) || claimed !== fileType) {
    throw new AppError(
      'unsupportedMediaType',
      `${field}: ${UPLOAD_REJECTIONS.notSupported} (csv or pdf only)`,
      {
        [field]: UPLOAD_REJECTIONS.notSupported,
      },
    );
  }
  return { originalName: file.name || 'document', bytes: file.bytes, fileType };
}

/** POST /api/units/issue: multipart, the issue form as JSON in `data` plus the document. */
export const issueUnitsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/issue',
    {
      config: { permission: may('Issue', 'Unit') },
      schema: {
        tags: ['units'],
        summary: 'Submit the Issue SAFcA form (multipart: JSON in `data`, the csv or pdf document as a file)',
        consumes: ['multipart/form-data'],
        response: {
          201: IssuanceSubmissionSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipartForm(request);
      let data = fields.data;
      if (typeof data === 'string') {
        try {
          data = JSON.parse(data) as unknown;
        } catch {
          throw AppError.badRequest('body.data: must be the issue form as JSON', {
            'body.data': 'Malformed JSON',
          });
        }
      }
      const form = parseFormFields(issueRequestSchema({ today: new Date() }), data ?? {});
      const document = issuanceDocumentOf(files);
      return keyedCall(request, reply, 201, async ({ tx }) => {
        const { issuance, action, results } = await submitIssuance(
          tx,
          app.storage,
          callerOf(request),
          form,
          document,
        );
        return { issuanceId: issuance.id, action: actionResultOf(action), results: { ...results } };
      });
    },
  );
};
