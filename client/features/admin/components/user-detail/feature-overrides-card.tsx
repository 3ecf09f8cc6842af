import { RotateCcwIcon, TriangleAlertIcon } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import type { AdminUserDetails } from '#common/contracts/admin.ts';
import type { UserFeature } from '#common/contracts/subscriptions.ts';
import { useRemoveFeatureOverride, useSetFeatureOverride } from '../../api/feature-override.ts';
import { useUserFeatures } from '../../api/user-details.ts';
import {
  featureLimitText,
  isCountedFeature,
  isLimitChoice,
  LIMIT_CHOICES,
  limitChoiceOf,
  overrideForChoice,
} from './user-detail-format.ts';

/**
 * Spec 3 §2 Feature Overrides: every feature with what this user has now (tier and override resolved
 * by the server), a select (Off / 1 / 3 / Unlimited) for counted features and a switch for the others.
 * Every control waits while one change is saved; coming-soon features cannot be overridden.
 */
export function FeatureOverridesCard({ details }: { details: AdminUserDetails }) {
  const { user } = details;
  const features = useUserFeatures(user.id);
  const setOverride = useSetFeatureOverride();
  const removeOverride = useRemoveFeatureOverride();
  const saving = setOverride.isPending || removeOverride.isPending;
  const savingKey = setOverride.isPending
    ? setOverride.variables?.featureKey
    : removeOverride.isPending
      ? removeOverride.variables?.featureKey
      : undefined;
  const overridden = new Set(details.featureOverrides.map((o) => o.featureKey));

  const onError = (error: Error) => showErrorToast('Failed to update feature', error);
  const save = (feature: UserFeature, change: { enabled: boolean; limit: number | 'unlimited' | null }) =>
    setOverride.mutate(
      { userId: user.id, featureKey: feature.key, ...change },
      {
        onSuccess: () =>
          toast({ title: 'Feature updated', description: `${feature.name} set for ${user.name}.` }),
        onError,
      },
    );
  const reset = (feature: UserFeature) =>
    removeOverride.mutate(
      { userId: user.id, featureKey: feature.key },
      {
        onSuccess: () =>
          toast({ title: 'Override removed', description: `${feature.name} follows the plan again.` }),
        onError,
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          Feature Overrides
        </CardTitle>
        <CardDescription>
          {features.data
            ? `Exceptions to the ${features.data.currentTier.displayName} plan for this user only.`
            : 'Exceptions to the plan for this user only.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {features.isPending ? (
          <Spinner label="Loading features..." />
        ) : features.isError ? (
          <Alert variant="destructive" icon={<TriangleAlertIcon />} title="Features could not be loaded">
            <Button size="sm" variant="outline" className="mt-2" onClick={() => features.refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {features.data.features.map((feature) => (
              <FeatureRow
                key={feature.key}
                feature={feature}
                overridden={overridden.has(feature.key)}
                disabled={saving || feature.isComingSoon}
                saving={savingKey === feature.key}
                onSave={(change) => save(feature, change)}
                onReset={() => reset(feature)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function FeatureRow({
  feature,
  overridden,
  disabled,
  saving,
  onSave,
  onReset,
}: {
  feature: UserFeature;
  overridden: boolean;
  disabled: boolean;
  saving: boolean;
  onSave: (change: { enabled: boolean; limit: number | 'unlimited' | null }) => void;
  onReset: () => void;
}) {
  const nameId = useId();
  const counted = isCountedFeature(feature.key);
  const current = limitChoiceOf(feature);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="font-semibold">
            {feature.name}
          </span>
          {feature.isComingSoon ? <Badge variant="secondary">Coming Soon</Badge> : null}
          {overridden ? <Badge variant="ice">Override</Badge> : null}
        </div>
        {feature.description ? <p className="text-sm text-muted-foreground">{feature.description}</p> : null}
        <p className="text-sm">
          <span className="text-muted-foreground">Current: </span>
          <span className="font-medium">{featureLimitText(feature)}</span>
          {feature.used !== null ? (
            <span className="text-muted-foreground"> · {feature.used} used</span>
          ) : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 sm:justify-end">
        {saving ? <Spinner label="Saving" className="size-4 text-primary" /> : null}
        {overridden && !feature.isComingSoon ? (
          <Button variant="ghost" size="sm" disabled={disabled} onClick={onReset}>
            <RotateCcwIcon />
            Reset to plan
          </Button>
        ) : null}
        {counted ? (
          <div className="w-36">
            <Select
              aria-labelledby={nameId}
              value={current}
              disabled={disabled}
              onChange={(event) => {
                const choice = event.target.value;
                if (isLimitChoice(choice)) onSave(overrideForChoice(choice));
              }}
            >
              {LIMIT_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
              {isLimitChoice(current) ? null : (
                <option value={current} disabled>
                  {current} (plan)
                </option>
              )}
            </Select>
          </div>
        ) : (
          <Switch
            aria-labelledby={nameId}
            checked={feature.hasAccess}
            disabled={disabled}
            onCheckedChange={(enabled) => onSave({ enabled, limit: null })}
          />
        )}
      </div>
    </li>
  );
}
