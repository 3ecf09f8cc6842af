import {
  AccountDeletionPreviewSchema,
  DataControlMessageSchema,
  DeleteAccountInputSchema,
  PlayerExportSchema,
  PlayerParentParamsSchema,
} from '#common/contracts/data-control.ts';
import { PlayerRefParamsSchema } from '#common/contracts/players.ts';
import { defineEndpoint } from './define.ts';

/** Families' control of their data: consent withdrawal, export, deletion. */
export const dataControl = {
  withdrawConsent: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/:id/parental-consent',
    summary: 'Withdraw parental consent',
    params: PlayerRefParamsSchema,
    responses: { 200: DataControlMessageSchema },
  }),
  removeParent: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/:id/parents/:parentUserId',
    summary: 'Remove a parent from a player',
    params: PlayerParentParamsSchema,
    responses: { 200: DataControlMessageSchema },
  }),
  /** JSON, answered as a download (Content-Disposition: attachment). */
  exportPlayer: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/export',
    summary: "Export a player's data",
    params: PlayerRefParamsSchema,
    responses: { 200: PlayerExportSchema },
  }),
  deletePlayer: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/:id',
    summary: "Delete a player's profile and data",
    params: PlayerRefParamsSchema,
    responses: { 200: DataControlMessageSchema },
  }),
  accountDeletionPreview: defineEndpoint({
    method: 'GET',
    path: '/api/auth/account/deletion',
    summary: 'Preview what deleting my account removes',
    responses: { 200: AccountDeletionPreviewSchema },
  }),
  deleteAccount: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/account',
    summary: 'Delete my account',
    errors: [429],
    body: DeleteAccountInputSchema,
    responses: { 200: DataControlMessageSchema },
  }),
};
