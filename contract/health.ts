/** The answers of the health checks (routes/health.ts). */
import { Type } from '@sinclair/typebox';

export const healthReplySchema = Type.Object({ status: Type.Literal('ok') });
