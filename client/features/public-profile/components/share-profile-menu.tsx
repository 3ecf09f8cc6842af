import { ChevronDownIcon, EllipsisIcon, LinkIcon, MailIcon, Share2Icon } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, XBrandIcon } from '#client/components/brand-icons.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { copyText } from '#client/lib/clipboard.ts';
import { absoluteUrl, pathTo } from '#client/lib/paths.ts';
import {
  canShareNatively,
  facebookHref,
  mailtoHref,
  type ShareTarget,
  shareTitle,
  xHref,
} from '../lib/share-links.ts';

async function copyProfileLink(url: string) {
  if (await copyText(url)) {
    toast({ title: 'Link copied', description: 'The profile link is on your clipboard.' });
  } else {
    // Nothing to copy with (an old browser or a locked-down page): show the address to copy by hand.
    toast({ title: 'Copy this link', description: url, duration: 10_000 });
  }
}

/** The device's share sheet; a visitor who closes it has chosen not to share, which is no error. */
async function shareNatively(target: ShareTarget) {
  try {
    await navigator.share({ title: shareTitle(target), text: shareTitle(target), url: target.url });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    await copyProfileLink(target.url);
  }
}

/** The networks' own share pages open in a new tab, so the profile stays where it was. */
const NETWORKS: Array<{
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  href: (target: ShareTarget) => string;
}> = [
  { label: 'Facebook', icon: FacebookIcon, href: facebookHref },
  { label: 'X (Twitter)', icon: XBrandIcon, href: xHref },
];

/**
 * Spec 2 §2: everyone but recruiters. Copy Link, the visitor's mail program and the networks' share pages,
 * as plain links (D122); "More options…" opens the device's share sheet where the browser has one.
 */
export function ShareProfileMenu({ slug, name }: { slug: string; name: string }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Share2Icon />
          Share Profile
          <ChevronDownIcon className="-mr-1 opacity-70" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          Share this profile
        </DropdownMenuLabel>
        <ShareProfileItems slug={slug} name={name} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Drawn only while the menu is open, so in the browser: the links need the page's origin. */
function ShareProfileItems({ slug, name }: { slug: string; name: string }) {
  // The profile's own address: not the address bar's, which may carry how the visitor got here.
  const target: ShareTarget = { url: absoluteUrl(pathTo.publicPlayer(slug)), name };
  return (
    <>
      <DropdownMenuItem onSelect={() => void copyProfileLink(target.url)}>
        <LinkIcon />
        Copy Link
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <a href={mailtoHref(target)}>
          <MailIcon />
          Email
        </a>
      </DropdownMenuItem>
      {NETWORKS.map(({ label, icon: Icon, href }) => (
        <DropdownMenuItem key={label} asChild>
          <a href={href(target)} target="_blank" rel="noopener noreferrer">
            <Icon />
            {label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </DropdownMenuItem>
      ))}
      {canShareNatively() ? (
        <DropdownMenuItem onSelect={() => void shareNatively(target)}>
          <EllipsisIcon />
          More options…
        </DropdownMenuItem>
      ) : null}
    </>
  );
}
