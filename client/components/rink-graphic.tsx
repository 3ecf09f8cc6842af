import { cn } from '#client/lib/cn.ts';

/**
 * Rink markings drawn in SVG (no images): boards, blue lines, the red line, faceoff circles and creases.
 * Purely decorative.
 */
export function RinkGraphic({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 800 340"
      fill="none"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      className={cn('pointer-events-none select-none', className)}
    >
      <rect x="6" y="6" width="788" height="328" rx="150" className="stroke-foreground/15" strokeWidth="4" />
      <path d="M70 10v320M730 10v320" className="stroke-rink-red/35" strokeWidth="3" />
      <path d="M270 8v324M530 8v324" className="stroke-rink-blue/45" strokeWidth="10" />
      <path d="M400 8v324" className="stroke-rink-red/45" strokeWidth="8" strokeDasharray="18 10" />
      <circle cx="400" cy="170" r="62" className="stroke-rink-blue/40" strokeWidth="4" />
      <circle cx="400" cy="170" r="6" className="fill-rink-blue/50" />
      {[
        [150, 90],
        [150, 250],
        [650, 90],
        [650, 250],
      ].map(([cx, cy]) => (
        <g key={`${cx}-${cy}`}>
          <circle cx={cx} cy={cy} r="48" className="stroke-rink-red/35" strokeWidth="3" />
          <circle cx={cx} cy={cy} r="5" className="fill-rink-red/45" />
        </g>
      ))}
      {[325, 475].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy={90} r="5" className="fill-rink-red/40" />
          <circle cx={cx} cy={250} r="5" className="fill-rink-red/40" />
        </g>
      ))}
      <path d="M70 145a28 28 0 0 1 0 50" className="fill-rink-blue/15 stroke-rink-red/35" strokeWidth="3" />
      <path d="M730 145a28 28 0 0 0 0 50" className="fill-rink-blue/15 stroke-rink-red/35" strokeWidth="3" />
    </svg>
  );
}
