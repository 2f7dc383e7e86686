import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../../shared/api/routes';
import {
  assessmentDrawSchema,
  assessmentQuestionSchema,
  assessmentResultSchema,
  drawAssessmentBodySchema,
  completeTrainingBodySchema,
  identitySubmissionBodySchema,
  type IdentitySubmissionBody,
  submitAssessmentBodySchema,
  trainingModuleSchema,
  verificationRowSchema,
  verificationStatusSchema,
} from '../../../shared/schemas/onboarding';
import { errorBodySchema } from '../../../shared/schemas/common';
import { TRAINING_VIDEO } from '../../../shared/catalog/training-video';
import { validateDocumentNumber } from '../../../shared/domain/identity-documents';
import { requireRole, requireSelfOrAdmin } from '../../auth/actor';
import { notFound } from '../../http/http-error';
import { writeAnswer } from '../../http/write';
import { versionedEtag } from '../../http/etag';
import { fromRouteTable } from '../../http/api-route';
import * as repo from './repository';
import { completeTraining, drawAssessment, startTrainingVideo, submitAssessment, submitIdentity } from './service';
import { identityPhotoRoutes } from './identity-photo-routes';
import type { Signer } from './assessment-draw';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** The number is checked against its type here too, so a refusal names the documentNumber field. */
const identityBody = identitySubmissionBodySchema.check(
  z.superRefine((body: IdentitySubmissionBody, ctx) => {
    const problem = validateDocumentNumber(body.documentType, body.documentNumber);
    if (problem) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: problem });
  }),
);

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Assessment draws are signed with the session secret (the cookie signer).
  const signer: Signer = { sign: (value) => app.signCookie(value), unsign: (signed) => app.unsignCookie(signed) };

  app.route({
    ...fromRouteTable(apiRoutes.getVerificationStatus, {
      tags: ['onboarding'],
      summary: "A provider's onboarding steps and identity submission (masked)",
      response: { 200: verificationStatusSchema, ...errors },
    }),
    handler: async (request) => {
      const { providerId } = request.params;
      requireSelfOrAdmin(request.actor, providerId);
      const status = await repo.findStatus(app.db, providerId);
      if (!status) throw notFound(`There is no provider '${providerId}'`);
      return status;
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.listVerificationStatuses, {
      tags: ['onboarding', 'admin'],
      summary: "Every provider's onboarding steps and identity submission (masked), for the administrator",
      response: { 200: z.array(verificationRowSchema), ...errors },
    }),
    handler: async (request) => {
      requireRole(request.actor, 'admin');
      return repo.listStatuses(app.db);
    },
  });

  app.route({
    ...fromRouteTable(apiRoutes.submitIdentity, {
      tags: ['onboarding'],
      summary: 'Submit an identity document for review; only a masked number is stored',
      body: identityBody,
      response: { 201: verificationStatusSchema, ...errors },
    }),
    handler: async (request, reply) => writeAnswer(request, reply, ['verification', 'users', 'profiles'], (tx) => submitIdentity(tx, request.actor, request.params.providerId, request.body, app.identityNumbers), 201),
  });

  app.route({
    ...fromRouteTable(apiRoutes.listTrainingModules, { tags: ['onboarding'], summary: 'Training modules in order', response: { 200: z.array(trainingModuleSchema) } }),
    preHandler: versionedEtag(['training']),
    handler: async () => repo.listTrainingModules(app.db),
  });

  await app.register(identityPhotoRoutes);

  app.route({
    ...fromRouteTable(apiRoutes.startTrainingVideo, {
      tags: ['onboarding'],
      summary: 'The training film started playing from its beginning: the video step can be completed once the film has had time to play to its end',
      response: { 200: verificationStatusSchema, ...errors },
    }),
    handler: async (request, reply) => writeAnswer(request, reply, ['verification'], (tx) => startTrainingVideo(tx, request.actor, request.params.providerId)),
  });

  app.route({
    ...fromRouteTable(apiRoutes.completeTraining, {
      tags: ['onboarding'],
      summary: `Record a finished training (video or etiquette); the video only once its film (${TRAINING_VIDEO.durationSeconds} s) has had time to play since startTrainingVideo`,
      body: completeTrainingBodySchema,
      response: { 200: verificationStatusSchema, ...errors },
    }),
    handler: async (request, reply) => writeAnswer(request, reply, ['verification', 'profiles'], (tx) => completeTraining(tx, request.actor, request.params.providerId, request.body.trainingType)),
  });

  app.route({
    ...fromRouteTable(apiRoutes.listAssessmentQuestions, {
      tags: ['onboarding'],
      summary: 'The assessment bank without its answers',
      response: { 200: z.array(assessmentQuestionSchema) },
    }),
    preHandler: versionedEtag(['training']),
    handler: async () => repo.listQuestions(app.db),
  });

  app.route({
    ...fromRouteTable(apiRoutes.drawAssessment, {
      tags: ['onboarding'],
      summary: 'Start an attempt: 8 questions drawn and their options shuffled by the server, with a signed token',
      body: drawAssessmentBodySchema,
      response: { 200: assessmentDrawSchema, ...errors },
    }),
    handler: async (request) => app.db.transaction((tx) => drawAssessment(tx, request.actor, request.body.providerId, signer)),
  });

  app.route({
    ...fromRouteTable(apiRoutes.submitAssessment, {
      tags: ['onboarding'],
      summary: "Submit a draw's 8 answers; graded on the server, pass at 80 %; after a failure, a cooldown before the next",
      body: submitAssessmentBodySchema,
      response: { 200: assessmentResultSchema, ...errors },
    }),
    handler: async (request, reply) => writeAnswer(request, reply, ['verification', 'profiles'], (tx) => submitAssessment(tx, request.actor, request.body, signer)),
  });
};
