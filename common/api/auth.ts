import { z } from 'zod';
import {
  AuthResponseSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  MessageResponseSchema,
  RegisterInputSchema,
  ResendVerificationInputSchema,
  ResetPasswordInputSchema,
  SessionUserSchema,
  VerifyEmailInputSchema,
} from '#common/contracts/auth.ts';
import { defineEndpoint } from './define.ts';

/** Accounts and sessions: /api/auth. */
export const auth = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    body: RegisterInputSchema,
    responses: { 201: AuthResponseSchema },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: LoginInputSchema,
    responses: { 200: AuthResponseSchema },
  }),
  me: defineEndpoint({ method: 'GET', path: '/api/auth/me', responses: { 200: SessionUserSchema } }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    body: VerifyEmailInputSchema,
    responses: { 200: MessageResponseSchema },
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: ForgotPasswordInputSchema,
    responses: { 200: MessageResponseSchema },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: ResetPasswordInputSchema,
    responses: { 200: MessageResponseSchema },
  }),
  /** No body, or an empty one, is accepted too. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    body: z.strictObject({}).nullish(),
    responses: { 200: MessageResponseSchema },
  }),
  /** Signed in: the session's address; signed out: the address in the body. */
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/auth/resend-verification',
    body: ResendVerificationInputSchema.nullish(),
    responses: { 200: MessageResponseSchema },
  }),
};
