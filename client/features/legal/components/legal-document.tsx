import { FileTextIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FOCUS_RING } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { TERMS_EFFECTIVE_DATE, TERMS_VERSION } from '#common/terms.ts';

export interface LegalSection {
  /** The anchor of the section (also its entry in the contents). */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** One or two sentences under the heading. */
  intro: ReactNode;
  sections: LegalSection[];
  /** The companion document, linked under the contents. */
  related: { label: string; to: string };
}

const TEXT_LINK = cn('rounded-sm font-medium text-primary underline underline-offset-4', FOCUS_RING);

/**
 * The frame of /terms and /privacy: the heading with the version and effective date in force
 * (common/terms.ts, the version sign-up records), a list of contents, and the numbered sections.
 */
export function LegalDocument({ title, intro, sections, related }: LegalDocumentProps) {
  return (
    <div className="container-page py-10 sm:py-14">
      <title>{`${title} · Rinkside`}</title>
      <header className="mx-auto max-w-5xl border-b border-border pb-8">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.16em] text-primary">
          <FileTextIcon aria-hidden="true" className="size-4" />
          Rinkside
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>
            Version <strong className="font-semibold text-foreground">{TERMS_VERSION}</strong>
          </span>
          <span aria-hidden="true">·</span>
          <span>
            Effective <strong className="font-semibold text-foreground">{TERMS_EFFECTIVE_DATE}</strong>
          </span>
        </p>
        <div className="mt-5 max-w-3xl text-base leading-relaxed text-muted-foreground sm:text-lg">
          {intro}
        </div>
      </header>

      <div className="mx-auto mt-8 grid max-w-5xl gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-xs font-semibold uppercase tracking-[0.16em] text-muted-foreground">
            Contents
          </h2>
          <ol className="mt-3 grid gap-1.5 text-sm">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={cn(
                    'flex gap-2 rounded-sm text-muted-foreground transition-colors hover:text-foreground',
                    FOCUS_RING,
                  )}
                >
                  <span className="w-5 shrink-0 tabular-nums">{i + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
          <p className="mt-5 border-t border-border pt-4 text-sm text-muted-foreground">
            See also the{' '}
            <Link to={related.to} className={TEXT_LINK}>
              {related.label}
            </Link>
            .
          </p>
        </nav>

        <div className="min-w-0 space-y-10">
          {sections.map((section, i) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-bold tracking-tight sm:text-2xl">
                <span className="mr-2 text-primary tabular-nums">{i + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-foreground/90">{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

/** A bulleted list inside a section. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-5 marker:text-primary">{children}</ul>;
}

/** A link inside the text of a section. */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  // An address or a section of the same page: a plain link (the browser scrolls to the section).
  if (to.startsWith('mailto:') || to.startsWith('#')) {
    return (
      <a href={to} className={TEXT_LINK}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={TEXT_LINK}>
      {children}
    </Link>
  );
}
