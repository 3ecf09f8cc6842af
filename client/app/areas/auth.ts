// Signing in, signing up and the e-mailed account links.
export { ForgotPasswordPage } from '#client/features/auth/pages/forgot-password-page.tsx';
export { LoginPage } from '#client/features/auth/pages/login-page.tsx';
export { ResetPasswordPage } from '#client/features/auth/pages/reset-password-page.tsx';
export { VerifyEmailPage } from '#client/features/auth/pages/verify-email-page.tsx';
export { SignupPage } from '#client/features/signup/pages/signup-page.tsx';
