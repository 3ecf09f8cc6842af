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
    params: PlayerRefParamsSchema,
    responses: { 200: DataControlMessageSchema },
  }),
  removeParent: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/:id/parents/:parentUserId',
    params: PlayerParentParamsSchema,
    responses: { 200: DataControlMessageSchema },
  }),
  /** JSON, answered as a download (Content-Disposition: attachment). */
  exportPlayer: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/export',
    params: PlayerRefParamsSchema,
    responses: { 200: PlayerExportSchema },
  }),
  deletePlayer: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/:id',
    params: PlayerRefParamsSchema,
    responses: { 200: DataControlMessageSchema },
  }),
  accountDeletionPreview: defineEndpoint({
    method: 'GET',
    path: '/api/auth/account/deletion',
    responses: { 200: AccountDeletionPreviewSchema },
  }),
  deleteAccount: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/account',
    body: DeleteAccountInputSchema,
    responses: { 200: DataControlMessageSchema },
  }),
};
