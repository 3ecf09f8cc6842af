import { CommitmentInputSchema, CommitmentResponseSchema } from '#common/contracts/commitment.ts';
import { PlayerRefParamsSchema } from '#common/contracts/players.ts';
import { defineEndpoint } from './define.ts';

/** A player's commitment to a program (D153): set or removed by the family or an admin. */
export const commitments = {
  set: defineEndpoint({
    method: 'PUT',
    path: '/api/players/:id/commitment',
    summary: "Set a player's commitment to a program",
    params: PlayerRefParamsSchema,
    body: CommitmentInputSchema,
    responses: { 200: CommitmentResponseSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/:id/commitment',
    summary: "Remove a player's commitment",
    params: PlayerRefParamsSchema,
    responses: { 200: CommitmentResponseSchema },
  }),
};
