import { z } from 'zod';
import { emptyToNull, text } from '../text.ts';
import { INVITE_EMAIL_MESSAGE, isLogoUrl, LOGO_URL_MESSAGE } from './shared.ts';

/** Field schemas the organization inputs share (not part of the contracts' public module). */

export const email = z
  .string({ message: INVITE_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.email(INVITE_EMAIL_MESSAGE).max(254, 'Email is too long'));

/** The logo: absent leaves it, null or an empty string clears it. */
export const logoUrl = z.preprocess(emptyToNull, text(500).refine(isLogoUrl, LOGO_URL_MESSAGE).nullish());
