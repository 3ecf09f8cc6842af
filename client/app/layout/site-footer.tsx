import { Link } from 'react-router';
import { BrandWordmark } from '#client/components/brand-logo.tsx';
import { FOCUS_RING } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { browsePlayersLink } from '#client/lib/browse-players.ts';
import { cn } from '#client/lib/cn.ts';
import { PATHS } from '#client/lib/paths.ts';
import type { Role } from '#common/enums.ts';
import { homePathForRole } from '#common/roles.ts';
import { homeItemForRole } from './nav-items.ts';

type FooterColumn = { heading: string; links: Array<{ label: string; to: string }> };

function productColumn(role: Role | undefined): FooterColumn {
  return { heading: 'Product', links: [{ label: 'Pricing', to: PATHS.pricing }, browsePlayersLink(role)] };
}

const GUEST_ACCOUNT: FooterColumn = {
  heading: 'Account',
  links: [
    { label: 'Log In', to: PATHS.login },
    { label: 'Sign Up', to: PATHS.signup },
  ],
};

const LEGAL = [
  { label: 'Terms of Service', to: PATHS.terms },
  { label: 'Privacy Notice', to: PATHS.privacy },
];

const LINK = cn(
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground',
  FOCUS_RING,
);

function FooterLinks({ links, className }: { links: FooterColumn['links']; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={LINK}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const { user } = useAuth();
  const account: FooterColumn = user
    ? {
        heading: 'Account',
        links: [
          { label: homeItemForRole(user.role).label, to: homePathForRole(user.role) },
          { label: 'Account Settings', to: PATHS.account },
        ],
      }
    : GUEST_ACCOUNT;
  const columns = [productColumn(user?.role), account];
  return (
    <footer className="border-t border-border bg-card/40">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-[1.5fr_1fr_1fr]">
        <div className="max-w-sm space-y-3">
          <BrandWordmark />
          <p className="text-sm leading-relaxed text-muted-foreground">
            The recruiting home for ice-hockey players, their families, and the recruiters and organizations
            looking for them.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={`Footer: ${column.heading}`}>
            <h2 className="mb-3 text-xs font-semibold uppercase tracking-[0.16em] text-foreground">
              {column.heading}
            </h2>
            <FooterLinks links={column.links} className="space-y-2" />
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="container-page flex flex-col gap-2 py-5 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          {/* Spec 1 §2 and §9: the copyright line reads 2025, the year the product was first published. */}
          <p>© {new Date().getFullYear()} Rinkside. All rights reserved.</p>
          <nav aria-label="Footer: Legal">
            <FooterLinks links={LEGAL} className="flex flex-wrap gap-x-5 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
