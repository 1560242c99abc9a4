/** The public-facing service token the client requests once at start-up, without signing in. */
import type { FastifyPluginAsync } from 'fastify';

import { AIRLO_TOKEN_TTL_SECONDS, signAirloToken } from '../auth/tokens';

interface AirloTokenReply {
  data: { access_token: string; token_type: 'Bearer'; expires_in: number };
}

export const airloRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/airlo/token',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  access_token: { type: 'string' },
                  token_type: { type: 'string' },
                  expires_in: { type: 'integer' },
                },
              },
            },
          },
        },
      },
    },
    async (): Promise<AirloTokenReply> => ({
      data: {
        access_token: signAirloToken(app),
        token_type: 'Bearer',
        expires_in: AIRLO_TOKEN_TTL_SECONDS,
      },
    }),
  );
};
