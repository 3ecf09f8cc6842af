import { ChevronDownIcon, LinkIcon, MailIcon, Share2Icon } from 'lucide-react';
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

async function copyProfileLink(slug: string) {
  // The profile's own address: not the address bar's, which may carry how the visitor got here.
  const url = absoluteUrl(pathTo.publicPlayer(slug));
  if (await copyText(url)) {
    toast({ title: 'Link copied', description: 'The profile link is on your clipboard.' });
  } else {
    // Nothing to copy with (an old browser or a locked-down page): show the address to copy by hand.
    toast({ title: 'Copy this link', description: url, duration: 10_000 });
  }
}

const COMING_SOON = [
  { label: 'Email', icon: MailIcon },
  { label: 'Facebook', icon: FacebookIcon },
  { label: 'Twitter', icon: XBrandIcon },
] as const;

/** Spec 2 §2: everyone but recruiters. Copy Link works; the other channels are not built yet. */
export function ShareProfileMenu({ slug }: { slug: string }) {
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
        <DropdownMenuItem onSelect={() => void copyProfileLink(slug)}>
          <LinkIcon />
          Copy Link
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {COMING_SOON.map(({ label, icon: Icon }) => (
          <DropdownMenuItem key={label} disabled>
            <Icon />
            <span className="flex-1">{label}</span>
            <span className="rounded-full bg-muted px-2 py-0.5 text-[0.7rem] font-semibold text-muted-foreground">
              Coming Soon
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
