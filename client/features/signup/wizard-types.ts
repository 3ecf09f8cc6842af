import type { ComponentType } from 'react';
import { EMPTY_PROGRAM_FORM, type ProgramFormValues } from '#client/features/messaging/index.ts';
import { PATHS } from '#client/lib/paths.ts';
import type { CATEGORIES, Position, SHOOTS, SIGNUP_ROLES } from '#common/enums.ts';
import { currentHockeySeason } from '#common/season.ts';

export type SignupRole = (typeof SIGNUP_ROLES)[number];
export type Category = (typeof CATEGORIES)[number];
export type Shoots = (typeof SHOOTS)[number];

/** Spec 1 §2/§9: a parent's wizard has 2 steps, a player's 9. */
export const TOTAL_STEPS: Record<SignupRole, number> = { PARENT: 2, PLAYER: 9, RECRUITER: 3 };

/** Where the wizard ends once the role's last step is done. */
export const WIZARD_DESTINATION: Record<SignupRole, string> = {
  PARENT: PATHS.parentDashboard,
  PLAYER: PATHS.playerProfile,
  // The recruiter lands signed in and unverified; the dashboard says what waits for verification.
  RECRUITER: PATHS.recruiterDashboard,
};

/** Spec 1 §3 defaults: birth year 2006, shoots left. */
export const DEFAULT_BIRTH_YEAR = 2006;

/** The team entry the wizard added, so going Back and Continue again updates it instead of adding another. */
export interface SavedTeam {
  id: string;
  teamName: string;
  season: string;
  level: string | null;
}

/** What the player steps have stored on the server so far. */
export interface SavedProfile {
  playerId: string;
  /**
   * The setup fields last sent, as JSON. Null when the profile already existed before this wizard
   * (the "already exists" recovery of spec 1 §8): the wizard then never overwrites that profile.
   */
  sentSetup: string | null;
  team: SavedTeam | null;
  /** Under 17 without consent yet: the profile stays a draft until a parent approves (decisions §4). */
  needsApproval: boolean;
  /** The photo that was uploaded, so Back then Upload & Continue does not send it twice. */
  uploadedPhoto: File | null;
}

/** Everything the steps collect (spec 1 §3), kept in one object while the person moves between steps. */
export interface WizardData {
  role: SignupRole | null;
  /**
   * Kept when going Back so the person does not retype it (never the passwords). A player's birth year
   * is asked here, as typed, before the account exists (decisions §4).
   */
  account: { name: string; email: string; birthYear: string; birthMonth: string };
  /**
   * A player under 13 gave their birth year on the account step: the wizard shows that a parent or
   * guardian must sign up instead, and no account is created.
   */
  parentRequired: boolean;
  /** Set once registration succeeded: the account step then shows the account instead of the form. */
  accountCreated: boolean;
  /** birthMonth, null when not given (the age rules then read December). */
  basics: {
    firstName: string;
    lastName: string;
    birthYear: number;
    birthMonth: number | null;
    category: Category | null;
  };
  style: { shoots: Shoots; positions: Position[] };
  /** Empty text means not given. */
  location: { country: string; region: string; city: string };
  /** Null means not given (spec 1 §5: an empty value counts as absent). */
  body: { heightCm: number | null; weightKg: number | null };
  /** The units the physical step was last shown in, so Back returns to them. */
  bodyUnits: { height: 'cm' | 'ftin'; weight: 'kg' | 'lbs' };
  team: { teamName: string; level: string; season: string };
  photo: File | null;
  saved: SavedProfile | null;
  /** A recruiter's program, title and evidence (the program step), sent with the account. */
  recruiter: ProgramFormValues;
}

export function createInitialData(now: Date = new Date()): WizardData {
  return {
    role: null,
    account: { name: '', email: '', birthYear: '', birthMonth: '' },
    parentRequired: false,
    accountCreated: false,
    basics: { firstName: '', lastName: '', birthYear: DEFAULT_BIRTH_YEAR, birthMonth: null, category: null },
    style: { shoots: 'L', positions: [] },
    location: { country: '', region: '', city: '' },
    body: { heightCm: null, weightKg: null },
    bodyUnits: { height: 'ftin', weight: 'lbs' },
    // The current hockey season in the one format ("2025-26"), not the calendar year.
    team: { teamName: '', level: '', season: currentHockeySeason(now) },
    photo: null,
    saved: null,
    recruiter: EMPTY_PROGRAM_FORM,
  };
}

export interface StepProps {
  data: WizardData;
  update: (patch: Partial<WizardData>) => void;
  /** Moves to the role's next step, or ends the wizard at the role's destination. */
  goNext: (patch?: Partial<WizardData>) => void;
  goBack: (patch?: Partial<WizardData>) => void;
  /** Ends the wizard now (for example when a step finds the work already done). */
  finish: (to?: string) => void;
}

export interface WizardStep {
  id: string;
  /** The step's heading; the wizard focuses it when the step appears. */
  title: string;
  description?: string;
  /** Shows an Optional badge beside the heading. */
  optional?: boolean;
  /** Roles whose wizard includes this step; all roles when absent. */
  roles?: readonly SignupRole[];
  Component: ComponentType<StepProps>;
}

export function stepsForRole(steps: readonly WizardStep[], role: SignupRole | null): WizardStep[] {
  return steps.filter((step) => !step.roles || (role !== null && step.roles.includes(role)));
}

/** Percent complete as shown beside "Step n of N": round(n / N * 100). */
export function progressPercent(stepNumber: number, total: number): number {
  return Math.round((stepNumber / total) * 100);
}
