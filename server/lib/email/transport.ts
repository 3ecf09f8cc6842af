import nodemailer, { type Transporter } from 'nodemailer';

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  transporter: Transporter;
}

/**
 * With SMTP_URL: real SMTP. Without it: nodemailer's JSON transport, so the development outbox
 * goes through the same sending code as production (decisions §8); the message stays readable
 * in email_queue and at /dev/outbox.
 */
export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (smtpUrl) return { kind: 'smtp', transporter: nodemailer.createTransport(smtpUrl) };
  return { kind: 'outbox', transporter: nodemailer.createTransport({ jsonTransport: true }) };
}
