import { AccountStep } from './steps/account-step.tsx';
import { BasicsStep } from './steps/basics-step.tsx';
import { CompleteStep } from './steps/complete-step.tsx';
import { DetailsStep } from './steps/details-step.tsx';
import { LocationStep } from './steps/location-step.tsx';
import { ParentRequiredStep } from './steps/parent-required-step.tsx';
import { PhotoStep } from './steps/photo-step.tsx';
import { PhysicalStep } from './steps/physical-step.tsx';
import { ProgramStep } from './steps/program-step.tsx';
import { RoleStep } from './steps/role-step.tsx';
import { TeamStep } from './steps/team-step.tsx';
import type { WizardStep } from './wizard-types.ts';

const PLAYER = ['PLAYER'] as const;

/**
 * The sign-up wizard, in order (spec 1 §2). A step limited to some roles lists them; the numbering
 * ("Step n of N") follows the position in the role's own list: a parent ends after the account, a
 * player goes on through steps 3-9.
 */
export const WIZARD_STEPS: WizardStep[] = [
  {
    id: 'role',
    title: 'How will you use Rinkside?',
    description: 'Choose the account that fits you.',
    Component: RoleStep,
  },
  {
    // Decisions §11: a recruiter or coach applies with their program.
    id: 'program',
    title: 'Your program',
    description:
      'Who you recruit for. An administrator verifies your program before you write first to the family of a player under 18.',
    roles: ['RECRUITER'],
    Component: ProgramStep,
  },
  {
    id: 'account',
    title: 'Create your account',
    description: 'Your login details. We will send a link to confirm your email address.',
    Component: AccountStep,
  },
  {
    id: 'basics',
    title: 'Basic Information',
    description: 'Your name as recruiters will see it, and your birth year.',
    roles: PLAYER,
    Component: BasicsStep,
  },
  {
    id: 'details',
    title: 'Player Details',
    description: 'The positions you play and which way you shoot.',
    roles: PLAYER,
    Component: DetailsStep,
  },
  {
    id: 'location',
    title: 'Location',
    description: 'Where you play. Recruiters filter by state and province.',
    optional: true,
    roles: PLAYER,
    Component: LocationStep,
  },
  {
    id: 'physical',
    title: 'Physical Stats',
    description: 'Height in feet and inches or centimeters, weight in pounds or kilograms.',
    optional: true,
    roles: PLAYER,
    Component: PhysicalStep,
  },
  {
    id: 'team',
    title: 'Current Team',
    description: 'The team you play for this season.',
    optional: true,
    roles: PLAYER,
    Component: TeamStep,
  },
  {
    id: 'photo',
    title: 'Profile Photo',
    description: 'Profiles with a photo get noticed. You can change it any time.',
    optional: true,
    roles: PLAYER,
    Component: PhotoStep,
  },
  {
    id: 'complete',
    title: 'Profile Complete',
    roles: PLAYER,
    Component: CompleteStep,
  },
];

/**
 * Not a numbered step: shown in place of the account step when a player under 13 gives their birth year
 * (decisions §4). The progress bar is hidden; "Go back and fix it" returns to the account form.
 */
export const PARENT_REQUIRED_SCREEN: WizardStep = {
  id: 'parent-required',
  title: 'Ask a parent or guardian',
  Component: ParentRequiredStep,
};
