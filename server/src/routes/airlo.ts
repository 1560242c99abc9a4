/** The public-facing service token the client requests once at start-up, without signing in. */
import type { FastifyPluginAsync } from 'fastify';

import { named } from '../http/operationNames';
import { AIRLO_TOKEN_TTL_SECONDS, signAirloToken } from '../auth/tokens';
import { airloTokenReplySchema, type AirloTokenReply } from '../../../contract/auth';

export const airloRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/airlo/token',
    { schema: named('createAirloToken', 'Issue a service token', airloTokenReplySchema) },
    async (): Promise<AirloTokenReply> => ({
      data: {
        access_token: signAirloToken(app),
        token_type: 'Bearer',
        expires_in: AIRLO_TOKEN_TTL_SECONDS,
      },
    }),
  );
};
