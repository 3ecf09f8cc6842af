import { z } from 'zod';
import { COMMITMENT_KINDS, NCAA_DIVISIONS, PROGRAM_GENDERS } from '../enums.ts';
import { emptyToNull, requiredText } from './text.ts';

/**
 * D153: a player's commitment to a program, set by the family (PUT
 * /api/players/{id}/commitment) and shown on the public profile and player cards. An NCAA commitment names
 * the division its hockey team plays in and the men's or women's side; any other program has neither.
 */

export const PROGRAM_NAME_MESSAGE = 'Program name is required';
export const COMMITMENT_KIND_MESSAGE = 'Choose an NCAA program or another program';
export const COMMITMENT_DIVISION_MESSAGE = 'Choose the division the hockey team plays in';
export const COMMITMENT_GENDER_MESSAGE = "Choose men's or women's hockey";
export const COMMITMENT_DATE_MESSAGE = 'Commitment date is required';
/** No NCAA Division II women's ice hockey exists. */
export const NO_D2_WOMEN_MESSAGE = "There is no NCAA Division II women's ice hockey";
/** The earliest commitment date accepted (no player on Rinkside committed before it). */
export const EARLIEST_COMMITMENT_DATE = '2000-01-01';

/** Today as YYYY-MM-DD, a day ahead of UTC so a commitment made today anywhere (Hawaii to Kiribati) is not "future". */
function latestCommitmentDate(now = new Date()): string {
  return new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A calendar date that exists (Date.parse accepts 2026-02-31; PostgreSQL does not). */
const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const CommitmentDateSchema = z
  .string({ error: COMMITMENT_DATE_MESSAGE })
  .trim()
  .min(1, { message: COMMITMENT_DATE_MESSAGE, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use the format YYYY-MM-DD', abort: true })
  .refine(isRealDate, { message: 'Not a real date', abort: true })
  .refine((v) => v >= EARLIEST_COMMITMENT_DATE, 'The commitment date is too early')
  .refine((v) => v <= latestCommitmentDate(), 'The commitment date cannot be in the future');

const programName = requiredText(120, PROGRAM_NAME_MESSAGE);
/** A choice left blank in a form ('') reads as none. */
const choice = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToNull, schema);

/**
 * One shape per kind, so every missing field is named at once: an NCAA program needs its division and side;
 * any other has neither (null or left out).
 */
export const CommitmentInputSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .strictObject({
        kind: z.literal('ncaa'),
        programName,
        division: choice(z.enum(NCAA_DIVISIONS, { error: COMMITMENT_DIVISION_MESSAGE })),
        programGender: choice(z.enum(PROGRAM_GENDERS, { error: COMMITMENT_GENDER_MESSAGE })),
        committedOn: CommitmentDateSchema,
      })
      .refine((v) => !(v.division === 'D2' && v.programGender === 'women'), {
        path: ['programGender'],
        message: NO_D2_WOMEN_MESSAGE,
      }),
    z.strictObject({
      kind: z.literal('other'),
      programName,
      division: choice(z.null({ error: 'Only an NCAA program has a division' }).optional()),
      programGender: choice(
        z.null({ error: "Only an NCAA program is given as men's or women's" }).optional(),
      ),
      committedOn: CommitmentDateSchema,
    }),
  ],
  { error: COMMITMENT_KIND_MESSAGE },
);
export type CommitmentInput = z.input<typeof CommitmentInputSchema>;
export type CommitmentValues = z.output<typeof CommitmentInputSchema>;

/** A commitment as every answer shows it (the profile, player cards, the set call). */
export const CommitmentSchema = z.object({
  kind: z.enum(COMMITMENT_KINDS),
  programName: z.string(),
  division: z.enum(NCAA_DIVISIONS).nullable(),
  programGender: z.enum(PROGRAM_GENDERS).nullable(),
  /** YYYY-MM-DD. */
  committedOn: z.string(),
});
export type Commitment = z.infer<typeof CommitmentSchema>;

/** PUT and DELETE /api/players/{id}/commitment: the player's commitment now (null once removed). */
export const CommitmentResponseSchema = z.object({ commitment: CommitmentSchema.nullable() });
