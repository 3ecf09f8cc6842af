import type { PlayerFeatures } from '#common/contracts/players.ts';
import { canAddMore } from '#common/tier-limits.ts';

type FeatureUsage = PlayerFeatures['highlightClips'];

export interface FeatureGate {
  canAdd: boolean;
  /** Why adding is off, for the text beside the disabled button. */
  reason: string | null;
  /** "2 of 3 used", or null for unlimited or unknown. */
  usage: string | null;
}

interface GateTexts {
  /** Shown without access to the feature at all. */
  noAccess: string;
  /** Shown at the limit; receives the limit. */
  limitReached: (limit: number) => string;
  noun: string;
}

/**
 * Spec 2 §2: the add buttons are disabled when the feature is missing or the limit is reached. While the
 * allowance loads the button waits; if it cannot be read the server still enforces the limit.
 */
export function featureGate(
  usage: FeatureUsage | undefined,
  state: { isPending: boolean; isError: boolean },
  texts: GateTexts,
): FeatureGate {
  if (!usage) return { canAdd: !state.isPending, reason: null, usage: null };
  const canAdd = canAddMore({ enabled: usage.hasAccess, limit: usage.limit }, usage.used);
  const reason = !usage.hasAccess
    ? texts.noAccess
    : !canAdd && typeof usage.limit === 'number'
      ? texts.limitReached(usage.limit)
      : null;
  const usageText =
    usage.hasAccess && typeof usage.limit === 'number'
      ? `${usage.used} of ${usage.limit} ${texts.noun} used`
      : null;
  return { canAdd, reason, usage: usageText };
}
