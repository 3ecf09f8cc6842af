/**
 * The messaging feature's public module: the header's Messages link, the MESSAGE PLAYER
 * composer, the SHARE PLAYER dialog, the family's Recruiter contact card and the recruiter's program fields.
 */

export { MessagePlayerDialog } from './components/message-player-dialog.tsx';
export { MessageText } from './components/message-text.tsx';
export { ProgramFields } from './components/program-fields.tsx';
export { RecruiterContactCard } from './components/recruiter-contact-card.tsx';
export {
  RecruiterProgramCard,
  RecruiterVerificationNotice,
  VerificationStatus,
} from './components/recruiter-program-card.tsx';
export { SharePlayerDialog } from './components/share-player-dialog.tsx';
export { UnreadMessagesBadge } from './components/unread-messages-badge.tsx';
export { hasInbox, INBOX_ROLES } from './lib/family.ts';
export {
  applicationOf,
  EMPTY_PROGRAM_FORM,
  type ProgramFormValues,
  programFormSchema,
} from './lib/program-form.ts';
