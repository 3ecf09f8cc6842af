import {
  AddListMemberInputSchema,
  ListMemberParamsSchema,
  ListMemberResponseSchema,
  ListSharingSchema,
  SetListMemberInputSchema,
  SharedListResponseSchema,
  ShareLinkSchema,
  ShareTokenParamsSchema,
  SharingMessageSchema,
} from '#common/contracts/list-sharing.ts';
import { ListParamsSchema } from '#common/contracts/lists.ts';
import { defineEndpoint } from './define.ts';

/** D321-D323: a list shared with colleagues of the same program and by a secret, revocable link. */
export const listSharing = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/lists/:id/sharing',
    summary: "A list's share settings: its colleagues, the pick-list and whether its link is live",
    params: ListParamsSchema,
    responses: { 200: ListSharingSchema },
  }),
  members: {
    add: defineEndpoint({
      method: 'POST',
      path: '/api/lists/:id/members',
      summary: 'Share a list with a colleague of the same program',
      errors: [409],
      params: ListParamsSchema,
      body: AddListMemberInputSchema,
      responses: { 201: ListMemberResponseSchema },
    }),
    update: defineEndpoint({
      method: 'PATCH',
      path: '/api/lists/:id/members/:userId',
      summary: "Change a colleague's access to a list",
      params: ListMemberParamsSchema,
      body: SetListMemberInputSchema,
      responses: { 200: ListMemberResponseSchema },
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: '/api/lists/:id/members/:userId',
      summary: 'Stop sharing a list with a colleague',
      params: ListMemberParamsSchema,
      responses: { 200: SharingMessageSchema },
    }),
  },
  link: {
    create: defineEndpoint({
      method: 'POST',
      path: '/api/lists/:id/share-link',
      summary: "Make (or replace) a list's secret read-only link",
      params: ListParamsSchema,
      responses: { 201: ShareLinkSchema },
    }),
    revoke: defineEndpoint({
      method: 'DELETE',
      path: '/api/lists/:id/share-link',
      summary: "Revoke a list's secret link",
      params: ListParamsSchema,
      responses: { 200: SharingMessageSchema },
    }),
    read: defineEndpoint({
      method: 'GET',
      path: '/api/shared-lists/:token',
      summary: 'A list read by its secret link (read-only, no notes or ratings)',
      params: ShareTokenParamsSchema,
      responses: { 200: SharedListResponseSchema },
    }),
  },
};
