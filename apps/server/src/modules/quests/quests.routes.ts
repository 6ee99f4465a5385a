import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import { idParamsSchema, msgSchema } from '@arogya/contract/schemas/common';
import {
  adminQuestChangedSchema,
  adminQuestListSchema,
  questChangedSchema,
  questInputSchema,
  questListSchema,
  questProgressSchema,
} from '@arogya/contract/schemas/quests';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createQuestService } from './quests.service';

const security = [{ bearerAuth: [] }];
const tags = ['quests'];
const patients = { access: ['patient'] as const, forbiddenMessage: MSG_QUESTS.patientsOnly };

export function registerQuestRoutes(app: ZodApp, ctx: Pick<AppContext, 'db' | 'clock'>): void {
  const service = createQuestService({ db: ctx.db, clock: ctx.clock });

  app.get(
    '/quests',
    {
      config: patients,
      schema: {
        tags,
        summary: 'The Health Quests catalogue with your progress, points and badges',
        security,
        response: { 200: questListSchema },
      },
    },
    async (request) => service.list(requireUser(request)),
  );

  app.post(
    '/quests/:id/accept',
    {
      config: patients,
      schema: {
        tags,
        summary: 'Accept a quest (once); its days count from today',
        security,
        params: idParamsSchema,
        response: { 200: questChangedSchema },
      },
    },
    async (request) => service.accept(requireUser(request), request.params.id),
  );

  app.post(
    '/quests/:id/progress',
    {
      config: patients,
      schema: {
        tags,
        summary: 'Log one India day of an accepted quest',
        description:
          'One entry per day, not in the future and not before acceptance (400); a day already logged, a ' +
          'completed quest or a quest that counts itself from the dose log answers 409. The day that ' +
          'reaches the quest’s length completes it with its points and badge.',
        security,
        params: idParamsSchema,
        body: questProgressSchema,
        response: { 200: questChangedSchema },
      },
    },
    async (request) => service.logProgress(requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/admin/quests',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'The quest catalogue with acceptance counts',
        security,
        response: { 200: adminQuestListSchema },
      },
    },
    async () => service.adminList(),
  );

  app.post(
    '/admin/quests',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Add a quest to the catalogue',
        security,
        body: questInputSchema,
        response: { 200: adminQuestChangedSchema },
      },
    },
    async (request) => service.create(requireUser(request), request.body, request.ip),
  );

  app.put(
    '/admin/quests/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Change a quest; points already awarded stay as they were',
        security,
        params: idParamsSchema,
        body: questInputSchema,
        response: { 200: adminQuestChangedSchema },
      },
    },
    async (request) => service.update(requireUser(request), request.params.id, request.body, request.ip),
  );

  app.delete(
    '/admin/quests/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Remove a quest from the catalogue (patients keep their progress and badges)',
        security,
        params: idParamsSchema,
        response: { 200: msgSchema },
      },
    },
    async (request) => service.remove(requireUser(request), request.params.id, request.ip),
  );
}
