import { CalendarIcon, ChartColumnIcon, SparklesIcon, VideoIcon } from 'lucide-react';

/** Spec 1 §2 and spec 2 §2: what a paid plan adds, in the spec's words. */
export const PAID_BENEFITS = [
  { icon: <VideoIcon />, text: 'Multiple highlight videos' },
  { icon: <SparklesIcon />, text: 'Custom profile URL' },
  { icon: <CalendarIcon />, text: 'More upcoming events' },
  { icon: <ChartColumnIcon />, text: 'Advanced analytics' },
] as const;

export function PaidBenefits({ className }: { className?: string }) {
  return (
    <ul className={className ?? 'grid gap-3'}>
      {PAID_BENEFITS.map((b) => (
        <li key={b.text} className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-primary [&_svg]:size-4"
          >
            {b.icon}
          </span>
          <span className="font-medium">{b.text}</span>
        </li>
      ))}
    </ul>
  );
}
