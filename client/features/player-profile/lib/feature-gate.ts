import type { PlayerFeatures } from '#common/contracts/players.ts';
import { canAddMore } from '#common/tier-limits.ts';

type FeatureUsage = PlayerFeatures['highlightClips'];

export interface FeatureGate {
  canAdd: boolean;
  /** Why adding is off, for the text beside the disabled button. */
  reason: string | null;
  /** "2 of 3 used", or null for unlimited or unknown. */
  usage: string | null;
  /** D248: an administrator decided this, not the plan: no plan is offered as the way out. */
  byAdministrator: boolean;
}

interface GateTexts {
  /** Shown without access to the feature at all. */
  noAccess: string;
  /** Shown at the limit; receives the limit. */
  limitReached: (limit: number) => string;
  noun: string;
  /** The feature as a plural noun in a sentence ("highlight clips"), for an administrator's decision. */
  feature: string;
}

const SUPPORT_LINE = 'Contact support if you think this is a mistake.';

/**
 * Spec 2 §2: the add buttons are disabled when the feature is missing or the limit is reached. While the
 * allowance loads the button waits; if it cannot be read the server still enforces the limit.
 */
export function featureGate(
  usage: FeatureUsage | undefined,
  state: { isPending: boolean; isError: boolean },
  texts: GateTexts,
): FeatureGate {
  if (!usage) return { canAdd: !state.isPending, reason: null, usage: null, byAdministrator: false };
  const canAdd = canAddMore({ enabled: usage.hasAccess, limit: usage.limit }, usage.used);
  const byAdministrator = usage.source === 'override';
  const reason = !usage.hasAccess
    ? byAdministrator
      ? `An administrator turned off ${texts.feature} for this account, so no plan would add them. ${SUPPORT_LINE}`
      : texts.noAccess
    : !canAdd && typeof usage.limit === 'number'
      ? byAdministrator
        ? `An administrator set this account to ${usage.limit} ${texts.feature}. ${SUPPORT_LINE}`
        : texts.limitReached(usage.limit)
      : null;
  const usageText =
    usage.hasAccess && typeof usage.limit === 'number'
      ? `${usage.used} of ${usage.limit} ${texts.noun} used`
      : null;
  return { canAdd, reason, usage: usageText, byAdministrator };
}
