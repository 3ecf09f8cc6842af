import { ChartColumnIcon, LockIcon, SearchIcon, ShieldCheckIcon } from 'lucide-react';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';

const TRUST = [
  {
    icon: ShieldCheckIcon,
    title: 'Verified profiles backed by team evidence',
    text: 'Team history and stats are checked against what teams report, so recruiters can rely on them.',
  },
  {
    icon: SearchIcon,
    title: 'Search filters by position, year and region',
    text: 'Recruiters find the right fit fast: defense, class of 2027, Northeast, in a couple of clicks.',
  },
  {
    icon: LockIcon,
    title: 'A private recruiter workspace',
    text: 'Lists and notes belong to the recruiter who made them. Nobody else ever sees them.',
  },
  {
    icon: ChartColumnIcon,
    title: 'An organization dashboard with analytics',
    text: 'Programs see their roster, sponsored players and how often their athletes get noticed.',
  },
];

const FILTERS = ['Defense', 'Class of 2027', 'Northeast', 'Shoots R'];

export function TrustSection() {
  return (
    <section aria-labelledby="trust-heading" className="py-20 sm:py-28">
      <div className="container-page grid items-center gap-14 lg:grid-cols-2">
        <div>
          <SectionHeading
            variant="display"
            id="trust-heading"
            eyebrow="Why trust Rinkside"
            title="Real players. Real data."
            align="left"
            description="Built with families and recruiters, and careful with the young athletes at its heart."
          />
          <ul className="mt-10 space-y-6">
            {TRUST.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-primary/30 bg-accent text-accent-foreground">
                  <Icon className="size-5" />
                </span>
                <div>
                  <h3 className="font-bold">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>

        <div aria-hidden="true" className="relative">
          <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-rink-blue/10 blur-2xl" />
          <div className="rounded-2xl border border-border bg-card p-6 shadow-xl">
            <div className="flex items-center gap-3 rounded-lg border border-input bg-background px-4 py-3 text-sm text-muted-foreground">
              <SearchIcon className="size-4" />
              Search players
            </div>
            <div className="mt-4 flex flex-wrap gap-2">
              {FILTERS.map((f) => (
                <span
                  key={f}
                  className="rounded-full border border-primary/40 bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground"
                >
                  {f}
                </span>
              ))}
            </div>
            <ul className="mt-5 divide-y divide-border">
              {[
                ['AL', 'Avery Lindqvist', 'D · 2027 · Boston, MA', '94'],
                ['MK', 'Mason Kowalski', 'D · 2027 · Hartford, CT', '91'],
                ['EB', 'Eli Brunetti', 'D · 2027 · Portland, ME', '88'],
              ].map(([initials, name, meta, score]) => (
                <li key={name} className="flex items-center gap-3 py-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-xs font-bold">
                    {initials}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold">{name}</p>
                    <p className="truncate text-xs text-muted-foreground">{meta}</p>
                  </div>
                  <span className="rounded-md bg-success/15 px-2 py-1 text-xs font-bold text-success">
                    {score}%
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
