import { CopyIcon, LinkIcon, LockIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { usePlayerFeatures } from '#client/features/players/index.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { pathTo } from '#client/lib/paths.ts';
import {
  CUSTOM_SLUG_MAX,
  CUSTOM_URL_LOCKED_MESSAGE,
  customSlugError,
  normalizeCustomSlug,
} from '#common/profile-url.ts';
import { useChangeProfileUrl } from '../api/change-profile-url.ts';
import type { PlayerRef } from '../lib/invalidate-player.ts';
import { PRICING_PATH } from '../lib/links.ts';

const ADMIN_OFF_MESSAGE =
  'An administrator turned off the custom profile URL for this account, so no plan would add it. Contact support if you think this is a mistake.';

const origin = () => (typeof window === 'undefined' ? '' : window.location.origin);
const host = () => (typeof window === 'undefined' ? '' : window.location.host);

/**
 * The profile's public address: copy it, and on a plan with custom_profile_url choose it; old
 * links keep working (they redirect). Without the feature the card sells it, linking to the plans.
 */
export function ProfileUrlCard({ playerRef }: { playerRef: PlayerRef }) {
  const features = usePlayerFeatures(playerRef.id);
  const hasAccess = features.data?.customProfileUrl.hasAccess ?? false;
  // D248: switched off by an administrator, no plan would add it, so none is offered.
  const byAdministrator = features.data?.customProfileUrl.source === 'override';
  const change = useChangeProfileUrl(playerRef);
  const [value, setValue] = useState(playerRef.slug);
  const [touched, setTouched] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const titleId = useId();
  useEffect(() => setValue(playerRef.slug), [playerRef.slug]);

  const slug = normalizeCustomSlug(value);
  const error = touched ? customSlugError(slug) : null;
  const unchanged = slug === playerRef.slug;
  const url = `${origin()}${pathTo.publicPlayer(playerRef.slug)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: url });
    } catch {
      toast({ title: 'Copy the link', description: url });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (customSlugError(slug) || unchanged) return;
    change.mutate(slug, {
      onSuccess: (result) => {
        setTouched(false);
        toast({
          title: 'Profile URL updated',
          description: `Your profile is now at /player/${result.slug}. Old links still work.`,
        });
      },
      onError: (err) => showErrorToast('Failed to change the profile URL', err),
    });
  };

  return (
    <Card>
      <section aria-labelledby={titleId} className="p-5 sm:p-6">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-bold">
          <LinkIcon className="size-4 text-primary" />
          Profile URL
        </h2>
        <div className="mt-3 flex items-center gap-2 rounded-lg border border-border bg-muted/40 py-1.5 pr-1.5 pl-3">
          <Link
            to={pathTo.publicPlayer(playerRef.slug)}
            className="min-w-0 flex-1 truncate text-sm font-medium text-primary underline-offset-4 hover:underline"
            data-testid="profile-url-current"
          >
            {host()}/player/{playerRef.slug}
          </Link>
          <Button type="button" size="sm" variant="ghost" onClick={copy} aria-label="Copy profile link">
            <CopyIcon />
          </Button>
        </div>

        {features.isPending ? null : hasAccess ? (
          <form onSubmit={submit} noValidate className="mt-4 grid gap-2">
            <label htmlFor={inputId} className="text-sm font-medium">
              Choose your address
            </label>
            <div className="flex min-w-0 items-stretch overflow-hidden rounded-md border border-input bg-card shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40 has-aria-invalid:border-destructive">
              <span className="flex shrink-0 items-center border-r border-border bg-muted/60 px-2.5 text-sm text-muted-foreground">
                /player/
              </span>
              <input
                id={inputId}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                onBlur={() => setTouched(true)}
                maxLength={CUSTOM_SLUG_MAX + 10}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId}
                size={1}
                className="h-10 w-full min-w-0 flex-1 bg-transparent px-2.5 text-sm outline-none"
              />
            </div>
            <p id={errorId} className={error ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}>
              {error ??
                'Lower-case letters, digits and hyphens. Links to your old address will keep working.'}
            </p>
            <Button type="submit" disabled={unchanged || change.isPending} className="w-full sm:w-auto">
              {change.isPending ? 'Saving…' : 'Save URL'}
            </Button>
          </form>
        ) : (
          <div className="mt-4 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
            <p className="flex items-start gap-2">
              <LockIcon className="mt-0.5 size-4 shrink-0 text-warning" />
              <span>{byAdministrator ? ADMIN_OFF_MESSAGE : CUSTOM_URL_LOCKED_MESSAGE}</span>
            </p>
            {byAdministrator ? null : (
              <Link to={PRICING_PATH} className={buttonVariants({ size: 'sm', className: 'mt-3 w-full' })}>
                Compare plans
              </Link>
            )}
          </div>
        )}
      </section>
    </Card>
  );
}
