import { UNVERIFIED_ACCOUNT_NOTICE } from '#common/retention.ts';
import type { OutgoingEmail } from './queue.ts';

/** Plain-text bodies: no HTML templating, so user-supplied names cannot inject markup. */
export function verificationEmail(opts: { to: string; name: string; link: string }): OutgoingEmail {
  return {
    to: opts.to,
    subject: 'Verify your Rinkside email address',
    emailType: 'email_verification',
    body: [
      `Hi ${opts.name},`,
      '',
      'Welcome to Rinkside! Please confirm your email address by opening this link:',
      '',
      opts.link,
      '',
      'The link works once and expires in 24 hours.',
      UNVERIFIED_ACCOUNT_NOTICE,
      'If you did not create an account, you can ignore this message.',
      '',
      '- The Rinkside team',
    ].join('\n'),
  };
}

/** Forgot password: a single-use link that works for 1 hour. */
export function passwordResetEmail(opts: { to: string; name: string; link: string }): OutgoingEmail {
  return {
    to: opts.to,
    subject: 'Reset your Rinkside password',
    emailType: 'password_reset',
    body: [
      `Hi ${oneLine(opts.name)},`,
      '',
      'Someone (we hope you) asked to reset the password of your Rinkside account. Choose a new password here:',
      '',
      opts.link,
      '',
      'The link works once and expires in 1 hour. Resetting your password signs you out on every device.',
      'If you did not ask for this, you can ignore this message: your password stays the same.',
      '',
      '- The Rinkside team',
    ].join('\n'),
  };
}

/**
 * An administrator set a new password: no password in the message, only the fact, so a person
 * who did not ask for it knows to contact support.
 */
export function adminPasswordResetEmail(opts: { to: string; name: string }): OutgoingEmail {
  return {
    to: opts.to,
    subject: 'Your Rinkside password was changed by an administrator',
    emailType: 'admin_password_reset',
    body: [
      `Hi ${oneLine(opts.name)},`,
      '',
      'A Rinkside administrator set a new password for your account. You have been signed out on every device.',
      'The administrator will tell you the new password. To choose your own, use "Forgot password?" on the login page.',
      '',
      'If you did not ask for this, reply to this message or contact Rinkside support at once.',
      '',
      '- The Rinkside team',
    ].join('\n'),
  };
}

/** Names typed by users go into plain-text bodies; line breaks and control characters are dropped. */
export function oneLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** To the parent a player named (spec 2 §2 /approve-profile/{token}); the link works for 7 days. */
export function approvalRequestEmail(opts: {
  to: string;
  /** Who asked, when not the player themselves (a parent or another manager of the profile). */
  requesterName: string | null;
  /** The name on the player profile. */
  playerName: string;
  link: string;
}): OutgoingEmail {
  // The player asking names themselves once, by the profile's name.
  const asked = opts.requesterName
    ? `${oneLine(opts.requesterName)} asked you to approve the Rinkside player profile of ${oneLine(opts.playerName)}.`
    : `${oneLine(opts.playerName)} asked you to approve their Rinkside player profile.`;
  return {
    to: opts.to,
    subject: 'Please approve a Rinkside player profile',
    emailType: 'parental_approval',
    body: [
      'Hello,',
      '',
      asked,
      'Players under 17 need a parent or guardian to approve their profile before recruiters can see it.',
      '',
      'Review and approve the profile here:',
      '',
      opts.link,
      '',
      'The link works once and expires in 7 days. If you do not know this player, you can ignore this message.',
      '',
      '- The Rinkside team',
    ].join('\n'),
  };
}

/**
 * To an invited co-parent (spec 2 §2 /co-parent-invite/{token}); each link works for 7 days. Several
 * children invited together get one e-mail listing each child with its own link (D266).
 */
export function coParentInvitationEmail(opts: {
  to: string;
  inviterName: string;
  children: { playerName: string; link: string }[];
}): OutgoingEmail {
  const inviter = oneLine(opts.inviterName);
  const [only] = opts.children;
  const what =
    opts.children.length === 1 && only
      ? [
          `${inviter} invited you to help manage the Rinkside player profile of ${oneLine(only.playerName)}.`,
          'As a co-parent you can edit the profile, upload media and manage the schedule.',
          '',
          'See the invitation and accept or decline it here (you need a parent account with this email address):',
          '',
          only.link,
        ]
      : [
          `${inviter} invited you to help manage the Rinkside player profiles of ${opts.children.length} children.`,
          'As a co-parent you can edit each profile, upload media and manage the schedule.',
          '',
          'Each child has its own invitation: accept or decline each one at its link (you need a parent account',
          'with this email address). Once signed in, your parent dashboard lists them too.',
          ...opts.children.flatMap((c) => ['', `${oneLine(c.playerName)}:`, c.link]),
        ];
  return {
    to: opts.to,
    subject:
      opts.children.length === 1
        ? 'You are invited to co-manage a Rinkside player profile'
        : 'You are invited to co-manage Rinkside player profiles',
    emailType: 'co_parent_invitation',
    body: [
      'Hello,',
      '',
      ...what,
      '',
      'The invitation expires in 7 days. If you were not expecting it, you can ignore this message.',
      '',
      '- The Rinkside team',
    ].join('\n'),
  };
}

/**
 * To someone invited to join an organization: its owner, named by an admin, or a member invited
 * by the owner. The link (/org-invite/{token}) works once, for 7 days.
 */
export function orgInvitationEmail(opts: {
  to: string;
  inviterName: string | null;
  organizationName: string;
  role: 'ORG_ADMIN' | 'ORG_STAFF';
  asOwner: boolean;
  link: string;
}): OutgoingEmail {
  const org = oneLine(opts.organizationName);
  const what = opts.asOwner
    ? `to manage ${org} on Rinkside as its owner`
    : `to join ${org} on Rinkside as ${opts.role === 'ORG_ADMIN' ? 'an administrator' : 'a staff member'}`;
  return {
    to: opts.to,
    subject: `You are invited to join ${org} on Rinkside`,
    emailType: 'org_invitation',
    body: [
      'Hello,',
      '',
      opts.inviterName ? `${oneLine(opts.inviterName)} invited you ${what}.` : `You are invited ${what}.`,
      '',
      'See the invitation and accept it here, with an organization account for this email address (you can create one from the link):',
      '',
      opts.link,
      '',
      'The link works once and expires in 7 days. If you were not expecting it, you can ignore this message.',
      '',
      '- The Rinkside team',
    ].join('\n'),
  };
}

/** To the player and linked parents: the outcome of their verification evidence. */
export function verificationOutcomeEmail(opts: {
  to: string;
  playerName: string;
  approved: boolean;
  /** The organization whose staff reviewed it, or null for the Rinkside team. */
  reviewerOrganization: string | null;
  notes: string | null;
  link: string;
}): OutgoingEmail {
  const reviewer = opts.reviewerOrganization ? oneLine(opts.reviewerOrganization) : 'the Rinkside team';
  const player = oneLine(opts.playerName);
  const notes = opts.notes ? ['', 'Notes from the reviewer:', opts.notes.trim()] : [];
  return {
    to: opts.to,
    subject: opts.approved
      ? `${player}'s Rinkside profile is verified`
      : `${player}'s verification evidence was not accepted`,
    emailType: 'verification_reviewed',
    body: [
      'Hello,',
      '',
      opts.approved
        ? `Good news: ${reviewer} reviewed the team evidence for ${player} and verified the profile. The Verified badge now shows on the profile and in search.`
        : `${reviewer} reviewed the team evidence for ${player} and could not verify it.`,
      ...notes,
      '',
      opts.approved
        ? 'See the profile here:'
        : 'You can send new evidence (a team roster link or a screenshot) from the profile here:',
      '',
      opts.link,
      '',
      '- The Rinkside team',
    ].join('\n'),
  };
}

/**
 * To the family an organization invites onto its roster (the player 17 and over, or every
 * linked parent of a minor, or the address staff typed); the link works for `days` days.
 */
export function sponsorshipInvitationEmail(opts: {
  to: string;
  organizationName: string;
  inviterName: string;
  /** The profile invited; null for an invitation by e-mail (the family picks the profile). */
  playerName: string | null;
  /** The profile parts the organization asks to maintain, as labels. */
  parts: string[];
  link: string;
  days: number;
}): OutgoingEmail {
  const org = oneLine(opts.organizationName);
  return {
    to: opts.to,
    subject: `${org} invited you to its roster on Rinkside`,
    emailType: 'sponsorship_invitation',
    body: [
      'Hello,',
      '',
      opts.playerName
        ? `${oneLine(opts.inviterName)} of ${org} invited ${oneLine(opts.playerName)} to join its roster on Rinkside.`
        : `${oneLine(opts.inviterName)} of ${org} invited your player to join its roster on Rinkside.`,
      opts.parts.length
        ? `${org} asks to maintain these parts of the profile: ${opts.parts.join(', ')}.`
        : `${org} does not ask to change any part of the profile.`,
      'Players under 17 join only when a parent accepts.',
      '',
      'See the invitation and accept or decline it here:',
      '',
      opts.link,
      '',
      `The invitation expires in ${opts.days} days. If you do not know this organization, you can ignore this message.`,
      '',
      '- The Rinkside team',
    ].join('\n'),
  };
}

/** To an organization's administrators when a family accepts, declines or leaves its roster. */
export function sponsorshipAnsweredEmail(opts: {
  to: string;
  organizationName: string;
  /** The profile, or the invited address when the family declined an invitation by e-mail. */
  playerName: string;
  answer: 'accepted' | 'declined' | 'left';
  link: string;
}): OutgoingEmail {
  const player = oneLine(opts.playerName);
  const what = {
    accepted: `${player} accepted the invitation and is now on the roster of ${oneLine(opts.organizationName)}.`,
    declined: `${player} declined the invitation to the roster of ${oneLine(opts.organizationName)}.`,
    left: `${player} left the roster of ${oneLine(opts.organizationName)}.`,
  }[opts.answer];
  return {
    to: opts.to,
    subject: `Roster update: ${player} ${opts.answer}`,
    emailType: 'sponsorship_answered',
    body: ['Hello,', '', what, '', 'See the roster here:', '', opts.link, '', '- The Rinkside team'].join(
      '\n',
    ),
  };
}

/** The last lines of every e-mail an account may turn off (D305): what it is and the one-click link. */
export function unsubscribeFooter(url: string, what: string): string[] {
  return ['', `You receive ${what} because of your Rinkside e-mail settings. To stop them:`, url];
}

/**
 * A digest-style notice of new messages in a conversation, to each other participant. Never the
 * message itself (a minor's thread must not travel by e-mail; decisions D113): who wrote, about whom, and
 * the link to the inbox.
 */
export function messageNoticeEmail(opts: {
  to: string;
  recipientName: string;
  senderName: string;
  /** The sender's organization (a recruiter's), if any. */
  senderOrganization: string | null;
  playerName: string;
  link: string;
  /** D305: the one-click unsubscribe page of this e-mail. */
  unsubscribeUrl: string;
}): OutgoingEmail {
  const sender = opts.senderOrganization
    ? `${oneLine(opts.senderName)} (${oneLine(opts.senderOrganization)})`
    : oneLine(opts.senderName);
  const player = oneLine(opts.playerName);
  return {
    to: opts.to,
    subject: `New message about ${player} on Rinkside`,
    emailType: 'message_notice',
    body: [
      `Hi ${oneLine(opts.recipientName)},`,
      '',
      `You have a new message from ${sender} about ${player}.`,
      'For everyone’s safety, messages are only shown on Rinkside. Read and answer it in your inbox:',
      '',
      opts.link,
      '',
      'Every conversation about a player under 18 includes their parents or guardians. You can report a conversation or block a sender from the inbox.',
      '',
      '- The Rinkside team',
      ...unsubscribeFooter(opts.unsubscribeUrl, 'new-message notices'),
    ].join('\n'),
  };
}

/**
 * SHARE PLAYER. A recruiter sends a colleague the public profile's link and a note; nothing of
 * the player beyond what the public profile shows (the name and the link).
 */
export function sharePlayerEmail(opts: {
  to: string;
  senderName: string;
  senderOrganization: string | null;
  playerName: string;
  link: string;
  note: string | null;
}): OutgoingEmail {
  const sender = opts.senderOrganization
    ? `${oneLine(opts.senderName)} of ${oneLine(opts.senderOrganization)}`
    : oneLine(opts.senderName);
  const note = opts.note ? ['', `Note from ${oneLine(opts.senderName)}:`, opts.note.trim()] : [];
  return {
    to: opts.to,
    subject: `${oneLine(opts.senderName)} shared a player with you: ${oneLine(opts.playerName)}`,
    emailType: 'player_shared',
    body: [
      'Hello,',
      '',
      `${sender} shared the Rinkside profile of ${oneLine(opts.playerName)} with you.`,
      ...note,
      '',
      'See the public profile here:',
      '',
      opts.link,
      '',
      '- The Rinkside team',
    ].join('\n'),
  };
}

const REPORTED_AT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * To each active administrator when a participant reports a conversation (decisions D123). Who
 * reported, their reason, when, and the link to the admin screen; never a message of the thread (admins
 * are not participants: they read it on Rinkside, decisions D111 and D113).
 */
export function messageReportedEmail(opts: {
  to: string;
  adminName: string;
  reporterName: string;
  /** The reporter's place in the thread. */
  reporterRole: 'recruiter' | 'player' | 'parent';
  playerName: string;
  playerIsMinor: boolean;
  reason: string;
  reportedAt: Date;
  /** The reporter marked one message of the thread. */
  messageMarked: boolean;
  /** Open reports on the thread, this one included. */
  openReports: number;
  link: string;
}): OutgoingEmail {
  const player = oneLine(opts.playerName);
  const reason = opts.reason
    .trim()
    .split(/\r?\n/)
    .map((line) => `> ${oneLine(line)}`);
  return {
    to: opts.to,
    subject: `Message reported: conversation about ${player}`,
    emailType: 'message_reported',
    body: [
      `Hi ${oneLine(opts.adminName)},`,
      '',
      `A participant reported a conversation about ${player}${opts.playerIsMinor ? ' (a player under 18)' : ''} on Rinkside.`,
      '',
      `Reported by: ${oneLine(opts.reporterName)} (${opts.reporterRole})`,
      `When: ${REPORTED_AT.format(opts.reportedAt)} UTC`,
      'Reason given:',
      ...reason,
      ...(opts.messageMarked ? ['', 'The reporter marked one message of the thread.'] : []),
      ...(opts.openReports > 1 ? ['', `This conversation has ${opts.openReports} open reports.`] : []),
      '',
      'Read the conversation and resolve or dismiss the report on the admin screen:',
      '',
      opts.link,
      '',
      'The messages are not in this e-mail: they stay on Rinkside, where only the participants and, for a reported conversation, administrators read them.',
      '',
      '- The Rinkside team',
    ].join('\n'),
  };
}

/** To a recruiter, an administrator's decision on their program. */
export function recruiterReviewedEmail(opts: {
  to: string;
  name: string;
  programName: string | null;
  verified: boolean;
  reason: string | null;
  link: string;
}): OutgoingEmail {
  const program = opts.programName ? oneLine(opts.programName) : 'your program';
  return {
    to: opts.to,
    subject: opts.verified
      ? 'Your Rinkside recruiter account is verified'
      : 'Your Rinkside recruiter application',
    emailType: 'recruiter_reviewed',
    body: [
      `Hi ${oneLine(opts.name)},`,
      '',
      opts.verified
        ? `A Rinkside administrator verified you as a recruiter for ${program}. You can now start conversations with families of players under 18; their parents are in every such conversation, and your program's contact rules apply.`
        : `A Rinkside administrator could not verify you as a recruiter for ${program}. You can still search, keep lists and write to adult players.`,
      ...(opts.reason ? ['', 'From the administrator:', opts.reason.trim()] : []),
      '',
      opts.verified
        ? 'Your account:'
        : 'You can correct your program or add your program website or staff page here, and we will look again:',
      '',
      opts.link,
      '',
      '- The Rinkside team',
    ].join('\n'),
  };
}

/** D321: to a colleague a recruiter shared a list with; the list itself is read on Rinkside, signed in. */
