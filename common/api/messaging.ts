import { z } from 'zod';
import {
  AdminReportResponseSchema,
  AdminReportsResponseSchema,
  ContactPreferencesInputSchema,
  ContactPreferencesResponseSchema,
  ContactStatusResponseSchema,
  ConversationParamsSchema,
  ConversationResponseSchema,
  ConversationsResponseSchema,
  MessageResponseSchema,
  ReadResponseSchema,
  RecruiterProfileResponseSchema,
  ReportConversationInputSchema,
  ReportListQuerySchema,
  ReportResponseSchema,
  ResolveReportInputSchema,
  SendMessageInputSchema,
  SharePlayerInputSchema,
  SharePlayerResponseSchema,
  StartConversationInputSchema,
  StartConversationResponseSchema,
  UnreadCountResponseSchema,
  UpdateRecruiterProfileInputSchema,
} from '#common/contracts/messaging.ts';
import { PlayerRefParamsSchema } from '#common/contracts/players.ts';
import { defineEndpoint } from './define.ts';

/** Safe messaging between recruiters and families, and what goes with it. */
export const messaging = {
  conversations: {
    list: defineEndpoint({
      method: 'GET',
      path: '/api/conversations',
      summary: 'List my conversations',
      responses: { 200: ConversationsResponseSchema },
    }),
    /** The header badge: unread messages over all the caller's threads. */
    unreadCount: defineEndpoint({
      method: 'GET',
      path: '/api/conversations/unread-count',
      summary: 'Count my unread messages',
      responses: { 200: UnreadCountResponseSchema },
    }),
    start: defineEndpoint({
      method: 'POST',
      path: '/api/conversations',
      summary: "Start a conversation with a player's family",
      errors: [429],
      body: StartConversationInputSchema,
      responses: { 201: StartConversationResponseSchema },
    }),
    get: defineEndpoint({
      method: 'GET',
      path: '/api/conversations/:id',
      summary: 'Read a conversation',
      params: ConversationParamsSchema,
      responses: { 200: ConversationResponseSchema },
    }),
    send: defineEndpoint({
      method: 'POST',
      path: '/api/conversations/:id/messages',
      summary: 'Send a message',
      errors: [429],
      params: ConversationParamsSchema,
      body: SendMessageInputSchema,
      responses: { 201: MessageResponseSchema },
    }),
    read: defineEndpoint({
      method: 'POST',
      path: '/api/conversations/:id/read',
      summary: 'Mark a conversation read',
      params: ConversationParamsSchema,
      /** No body, or an empty one. */
      body: z.strictObject({}).nullish(),
      responses: { 200: ReadResponseSchema },
    }),
    report: defineEndpoint({
      method: 'POST',
      path: '/api/conversations/:id/report',
      summary: 'Report a conversation',
      params: ConversationParamsSchema,
      body: ReportConversationInputSchema,
      responses: { 201: ReportResponseSchema },
    }),
  },
  /** A recruiter's answer to "may I message this player?", with the reason and the date. */
  contactStatus: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/contact-status',
    summary: 'May I message this player?',
    params: PlayerRefParamsSchema,
    responses: { 200: ContactStatusResponseSchema },
  }),
  contactPreferences: {
    get: defineEndpoint({
      method: 'GET',
      path: '/api/players/:id/contact-preferences',
      summary: "Read a player's contact preferences",
      params: PlayerRefParamsSchema,
      responses: { 200: ContactPreferencesResponseSchema },
    }),
    put: defineEndpoint({
      method: 'PUT',
      path: '/api/players/:id/contact-preferences',
      summary: "Set a player's contact preferences",
      params: PlayerRefParamsSchema,
      body: ContactPreferencesInputSchema,
      responses: { 200: ContactPreferencesResponseSchema },
    }),
  },
  recruiterProfile: {
    get: defineEndpoint({
      method: 'GET',
      path: '/api/recruiters/me',
      summary: 'Read my recruiter profile',
      responses: { 200: RecruiterProfileResponseSchema },
    }),
    update: defineEndpoint({
      method: 'PATCH',
      path: '/api/recruiters/me',
      summary: 'Update my recruiter profile',
      body: UpdateRecruiterProfileInputSchema,
      responses: { 200: RecruiterProfileResponseSchema },
    }),
  },
  /** SHARE PLAYER: the public link to a colleague by e-mail. */
  share: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/share',
    summary: "Share a player's public link by e-mail",
    errors: [429],
    params: PlayerRefParamsSchema,
    body: SharePlayerInputSchema,
    responses: { 200: SharePlayerResponseSchema },
  }),
  admin: {
    reports: defineEndpoint({
      method: 'GET',
      path: '/api/admin/message-reports',
      summary: 'List reported conversations',
      query: ReportListQuerySchema,
      responses: { 200: AdminReportsResponseSchema },
    }),
    resolve: defineEndpoint({
      method: 'POST',
      path: '/api/admin/message-reports/:id/resolve',
      summary: 'Resolve a conversation report',
      params: ConversationParamsSchema,
      body: ResolveReportInputSchema,
      responses: { 200: AdminReportResponseSchema },
    }),
  },
};
