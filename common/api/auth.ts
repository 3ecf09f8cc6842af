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
    summary: 'Sign up',
    errors: [409],
    body: RegisterInputSchema,
    responses: { 201: AuthResponseSchema },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Log in',
    errors: [429],
    body: LoginInputSchema,
    responses: { 200: AuthResponseSchema },
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user',
    responses: { 200: SessionUserSchema },
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    summary: 'Verify an e-mail address by its token',
    errors: [410],
    body: VerifyEmailInputSchema,
    responses: { 200: MessageResponseSchema },
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Send a password-reset e-mail',
    body: ForgotPasswordInputSchema,
    responses: { 200: MessageResponseSchema },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with a reset token',
    errors: [410],
    body: ResetPasswordInputSchema,
    responses: { 200: MessageResponseSchema },
  }),
  /** No body, or an empty one, is accepted too. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Log out',
    body: z.strictObject({}).nullish(),
    responses: { 200: MessageResponseSchema },
  }),
  /** Signed in: the session's address; signed out: the address in the body. */
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/auth/resend-verification',
    summary: 'Resend the verification e-mail',
    body: ResendVerificationInputSchema.nullish(),
    responses: { 200: MessageResponseSchema },
  }),
};
