import { ArrowRightIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from './ui/badge.tsx';
import { buttonVariants } from './ui/button.tsx';

interface ComingSoonProps {
  title: string;
  description: string;
  /** Where the main button leads; home by default. */
  backTo?: { label: string; to: string };
}

/** The panel shown by screens whose issue has not landed yet: a real page title and what will be there. */
export function ComingSoon({
  title,
  description,
  backTo = { label: 'Back to Home', to: '/' },
}: ComingSoonProps) {
  return (
    <div className="container-page py-12 sm:py-20">
      <title>{`${title} · Rinkside`}</title>
      <section className="relative mx-auto max-w-2xl overflow-hidden rounded-2xl border border-border bg-card px-6 py-12 text-center shadow-sm sm:px-12">
        <div aria-hidden="true" className="bg-ice-texture absolute inset-0 opacity-80" />
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-rink-blue via-primary to-rink-red"
        />
        <div className="relative">
          <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground [&_svg]:size-7">
            <SparklesIcon />
          </span>
          <Badge variant="ice" className="mb-4">
            Coming soon
          </Badge>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mx-auto mt-4 max-w-lg text-base leading-relaxed text-muted-foreground">
            {description}
          </p>
          <div className="mt-8 flex justify-center">
            <Link to={backTo.to} className={buttonVariants({ variant: 'outline' })}>
              {backTo.label}
              <ArrowRightIcon />
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
