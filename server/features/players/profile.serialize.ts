import type { FastifySchema } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { PlayerDetailSchema } from '#common/contracts/players.ts';

/**
 * The profile answer's serializer (GET /api/players/{id} and /me) instead of the zod one, for its 200 only
 * (docs/performance.md "Public profile read"): zod re-checked every field of the answer before
 * JSON.stringify on the hottest public read. The contract still decides what is sent: the answer is
 * toPlayerDetail's, built field by field by the DTO functions (toPlayerDto, toTeamHistoryDto, toMediaDto,
 * object literals typed by the contract, so no column rides along), which a test compares with zod's
 * output. Outside production (so in every test) zod also checks each answer.
 */
export function playerDetailSerializer(checkContract: boolean): (data: unknown) => string {
  if (!checkContract) return (data) => JSON.stringify(data);
  return (data) => {
    PlayerDetailSchema.parse(data);
    return JSON.stringify(data);
  };
}

/** A route's serializerCompiler: the profile serializer for 200, zod's for any other status. */
export function playerDetailSerializerCompiler(
  checkContract: boolean,
): FastifySerializerCompiler<FastifySchema> {
  const serialize = playerDetailSerializer(checkContract);
  // The route's response schemas are zod's (server/lib/route.ts), as the app-wide compiler expects.
  return (route) =>
    String(route.httpStatus) === '200'
      ? serialize
      : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
}
