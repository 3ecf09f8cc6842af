/**
 * One line of a user's activity log (spec 2 §9 /parent/activity): what happened, to whom, and
 * what changed, from the audit row. The server describes each row with this function, so the log, the
 * dashboard's Recent Activity and any later reader say the same thing.
 */

export interface ActivityFacts {
  eventType: string;
  /** metadata.action of a player_profile_updated row ('parental_consent', 'co_parent_invited', ...). */
  action: string | null;
  /** The audit row's `changes`: the player fields an edit set (a list, or `{ fields: [...] }`). */
  changes: unknown;
  metadata: unknown;
  /** The player the row is about, by name, when it still exists. */
  playerName: string | null;
  /** The other person concerned (an invited co-parent's address). */
  email: string | null;
}

export interface ActivityDescription {
  /** What happened: "Profile updated", "Co-parent invited". */
  title: string;
  /** Whom it concerned: the child, "jane@example.com · Ava Skater", or null for the account itself. */
  subject: string | null;
  /** What changed: "Bio, Height", "Draft → Active"; null when the title says it all. */
  details: string | null;
}

/** The player fields an edit names, as the profile form labels them. */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  preferredName: 'Preferred name',
  preferredJerseyNumber: 'Jersey number',
  preferredPosition: 'Position',
  positions: 'Positions',
  birthYear: 'Birth year',
  category: 'Category',
  showCategory: 'Category visibility',
  onePagerPhoto: 'Photo on the one-pager',
  shareMenu: 'Share menu on the public profile',
  shoots: 'Shoots',
  heightCm: 'Height',
  weightKg: 'Weight',
  gpa: 'GPA',
  major: 'Major',
  bio: 'Bio',
  city: 'City',
  region: 'Region',
  country: 'Country',
  profileImageUrl: 'Photo',
  slug: 'Profile URL',
};

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  pending_consent: 'Pending Approval',
  active: 'Active',
  inactive: 'Inactive',
};

/** 'parental_consent' -> 'Parental consent'; 'heightCm' -> 'Height cm'. */
function sentenceCase(value: string): string {
  const words = value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? sentenceCase(field);
}

function changedFields(changes: unknown): string[] {
  const list = Array.isArray(changes)
    ? changes
    : changes && typeof changes === 'object' && Array.isArray((changes as { fields?: unknown }).fields)
      ? (changes as { fields: unknown[] }).fields
      : [];
  return list.filter((f): f is string => typeof f === 'string');
}

function statusChange(metadata: unknown): string | null {
  const change = (metadata as { profileStatus?: { from?: unknown; to?: unknown } } | null)?.profileStatus;
  if (!change || typeof change.from !== 'string' || typeof change.to !== 'string') return null;
  if (change.from === change.to) return null;
  return `${STATUS_LABELS[change.from] ?? sentenceCase(change.from)} → ${STATUS_LABELS[change.to] ?? sentenceCase(change.to)}`;
}

const join = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' · ') || null;

/** What one audit row says, in the words of the activity log. */
export function describeActivity(facts: ActivityFacts): ActivityDescription {
  const player = facts.playerName;
  const status = statusChange(facts.metadata);
  switch (facts.action ?? facts.eventType) {
    case 'approval_requested':
      return {
        title: 'Parental approval requested',
        subject: join(player),
        details: join(facts.email && `Sent to ${facts.email}`),
      };
    case 'parental_approval':
      return { title: 'Profile approved', subject: player, details: status };
    case 'parental_consent':
      return { title: 'Consent recorded', subject: player, details: status };
    case 'co_parent_invited':
      return { title: 'Co-parent invited', subject: join(facts.email, player), details: null };
    case 'co_parent_invitation_cancelled':
      return { title: 'Co-parent invitation cancelled', subject: join(facts.email, player), details: null };
    case 'co_parent_accepted':
      return { title: 'Co-parent invitation accepted', subject: player, details: null };
    case 'co_parent_declined':
      return { title: 'Co-parent invitation declined', subject: player, details: null };
    case 'player_profile_created': {
      const created = (facts.metadata as { profileStatus?: unknown } | null)?.profileStatus;
      const label = typeof created === 'string' ? (STATUS_LABELS[created] ?? sentenceCase(created)) : null;
      return { title: 'Player profile created', subject: player, details: label && `Status: ${label}` };
    }
    case 'player_profile_updated': {
      const fields = changedFields(facts.changes).map(fieldLabel);
      return {
        title: 'Player profile updated',
        subject: player,
        details: join(fields.length > 0 ? `Changed ${fields.join(', ')}` : null, status),
      };
    }
    case 'consent_withdrawn':
      return { title: 'Consent withdrawn', subject: player, details: status };
    case 'parent_removed': {
      const self = (facts.metadata as { self?: unknown } | null)?.self === true;
      return {
        title: self ? 'Stopped managing a profile' : 'Parent removed',
        subject: player,
        details: null,
      };
    }
    case 'player_exported':
      return { title: 'Player data exported', subject: player, details: null };
    case 'player_deleted': {
      // The player row is gone: the deletion row keeps the name for the deleting parent (D264).
      const kept = (facts.metadata as { playerName?: unknown } | null)?.playerName;
      return {
        title: 'Player profile deleted',
        subject: player ?? (typeof kept === 'string' ? kept : null),
        details: null,
      };
    }
    case 'login_success':
      return { title: 'Logged in', subject: null, details: null };
    case 'logout':
      return { title: 'Logged out', subject: null, details: null };
    case 'password_reset':
      return { title: 'Password changed', subject: null, details: null };
    default:
      return { title: sentenceCase(facts.action ?? facts.eventType), subject: player, details: status };
  }
}
