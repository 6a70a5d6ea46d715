import { errorReplies } from '@app/shared/api/common.ts';
import {
  providerIdParam,
  staffProviderCreateRequest,
  staffProviderReply,
  staffProviderSecretReply,
  staffProvidersReply,
} from '@app/shared/api/provider.ts';
import { staffActor, type StaffRoutes } from '../../plugins/staff-routes.ts';
import * as staff from './provider.staff.ts';

const tags = ['staff'];

/** The providers (admin only: providers.manage); their secrets are sealed with the configuration's key. */
export const providerStaffRoutes: StaffRoutes = (app, { db, config }) => {
  app.get('/providers', { schema: { tags, response: { 200: staffProvidersReply, ...errorReplies } } }, async () => ({
    success: true as const,
    providers: await staff.listProviders(db),
  }));
  app.post(
    '/providers',
    { schema: { tags, body: staffProviderCreateRequest, response: { 201: staffProviderSecretReply, ...errorReplies } } },
    async (request, reply) => reply.code(201).send({ success: true as const, ...(await staff.createProvider(db, staffActor(request), config.totpKey, request.body)) }),
  );
  app.post(
    '/providers/:id/rotate-secret',
    { schema: { tags, params: providerIdParam, response: { 200: staffProviderSecretReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await staff.rotateProviderSecret(db, staffActor(request), config.totpKey, request.params.id)) }),
  );
  app.post(
    '/providers/:id/disable',
    { schema: { tags, params: providerIdParam, response: { 200: staffProviderReply, ...errorReplies } } },
    async (request) => ({ success: true as const, provider: await staff.setProviderEnabled(db, staffActor(request), request.params.id, false) }),
  );
  app.post(
    '/providers/:id/enable',
    { schema: { tags, params: providerIdParam, response: { 200: staffProviderReply, ...errorReplies } } },
    async (request) => ({ success: true as const, provider: await staff.setProviderEnabled(db, staffActor(request), request.params.id, true) }),
  );
};
