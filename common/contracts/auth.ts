import { z } from 'zod';
import { ROLES } from '../enums.ts';
import { TERMS_OUTDATED_MESSAGE, TERMS_REQUIRED_MESSAGE, TERMS_VERSION } from '../terms.ts';
import { BirthMonthSchema, BirthYearSchema } from './players.ts';
import { RecruiterApplicationShape, recruiterProgramIssues } from './recruiters.ts';
import { oneLine } from './text.ts';

export const PASSWORD_MIN = 8;
// Long passphrases are welcome; the cap only stops absurd bodies (argon2 has no 72-byte truncation).
export const PASSWORD_MAX = 1024;

const email = z.string().trim().toLowerCase().pipe(z.email('Invalid email address').max(254));
const newPassword = z
  .string()
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, 'Password is too long');

export const BIRTH_YEAR_REQUIRED_MESSAGE = 'Birth year is required';

/** The agreement every registration carries: ticked, and to the version in force (common/terms.ts). */
export const TermsAgreementSchema = z.object({
  acceptTerms: z.literal(true, { error: TERMS_REQUIRED_MESSAGE }),
  termsVersion: z.literal(TERMS_VERSION, { error: TERMS_OUTDATED_MESSAGE }),
});

const RegisterAccountShape = {
  email,
  password: newPassword,
  name: oneLine(z.string().trim().min(1, 'Full name is required').max(120, 'Full name is too long')),
  ...TermsAgreementSchema.shape,
  /** A checkout session paid before the account existed (decisions §6). */
  checkoutSessionId: z.string().max(255).optional(),
};

export const SIGNUP_ROLE_MESSAGE = 'Choose Player, Parent or Recruiter';

/**
 * POST /api/auth/register, discriminated by role: a player or a parent, or a recruiter
 * or coach applying with their program (decisions §11). No other role can be asked for.
 */
export const RegisterInputSchema = z
  .discriminatedUnion(
    'role',
    [
      z.strictObject({
        ...RegisterAccountShape,
        role: z.enum(['PLAYER', 'PARENT']),
        /**
         * A player's birth year, asked before the account exists so a child under 13 is never registered
         * (decisions §4). Required for PLAYER; a parent's is not needed and not kept.
         */
        birthYear: BirthYearSchema.optional(),
        /** The month with the year (optional; unknown reads December, D140). Not kept for a parent. */
        birthMonth: BirthMonthSchema,
      }),
      z.strictObject({
        ...RegisterAccountShape,
        role: z.literal('RECRUITER'),
        ...RecruiterApplicationShape,
      }),
    ],
    { error: SIGNUP_ROLE_MESSAGE },
  )
  .superRefine((input, ctx) => {
    if (input.role === 'PLAYER' && input.birthYear === undefined) {
      ctx.addIssue({ code: 'custom', path: ['birthYear'], message: BIRTH_YEAR_REQUIRED_MESSAGE });
    }
    if (input.role === 'RECRUITER') {
      for (const issue of recruiterProgramIssues(input)) {
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
      }
    }
  });
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const LoginInputSchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
  checkoutSessionId: z.string().max(255).optional(),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  /**
   * D262: signed in again since the sign-up (the users row's lastLoginAt is later than its createdAt). False
   * in the session the account was created with: its dashboard says "Welcome", later ones "Welcome back".
   */
  isReturning: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const AuthResponseSchema = z.object({ user: SessionUserSchema });

export const VerifyEmailInputSchema = z.strictObject({
  token: z.string().min(1, 'No verification token provided.').max(200),
});

export const ResendVerificationInputSchema = z.strictObject({
  email: email.optional(),
});

/** Forgot password: the same answer whether or not the address has an account. */
export const ForgotPasswordInputSchema = z.strictObject({ email });
export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password.";

export const ResetPasswordInputSchema = z.strictObject({
  token: z.string().min(1, 'No reset token provided.').max(200),
  password: newPassword,
});
export const RESET_PASSWORD_MESSAGE =
  'Your password has been reset. You can now log in with your new password.';

/** D263: the 400 TOKEN_USED answer to a verification link of an account already verified. */
export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'This email address is already verified.';

export const MessageResponseSchema = z.object({ message: z.string() });

/** The account step's fields (spec 1 §5) plus the Terms agreement box; the form adds confirmPassword. */
export const AccountFormFieldsSchema = z.object({
  name: oneLine(z.string().trim().min(1, 'Full name is required')),
  email: z.string().trim().pipe(z.email('Invalid email address')),
  password: z.string().min(PASSWORD_MIN, 'Password must be at least 8 characters'),
  confirmPassword: z.string().min(PASSWORD_MIN, 'Password must be at least 8 characters'),
  acceptTerms: z.boolean().refine((ticked) => ticked, TERMS_REQUIRED_MESSAGE),
});

/** Spec 1 §5: Confirm Password must equal Password, said on confirmPassword. */
export function withMatchingPasswords<T extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: T,
) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
}

export const LoginFormSchema = z.object({
  email: z.string().min(1, 'Email is required').pipe(z.email('Invalid email address')),
  password: z.string().min(1, 'Password is required'),
});

/** The forgot-password screen: one e-mail field. */
export const ForgotPasswordFormSchema = z.object({
  email: z.string().min(1, 'Email is required').pipe(z.email('Invalid email address')),
});

/** The reset-password screen: the new password twice, with the sign-up messages. */
export const ResetPasswordFormSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN, 'Password must be at least 8 characters'),
    confirmPassword: z.string().min(PASSWORD_MIN, 'Password must be at least 8 characters'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
