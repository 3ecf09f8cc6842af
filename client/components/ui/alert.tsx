import { CircleCheckIcon, InfoIcon, TriangleAlertIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

const VARIANTS = {
  info: {
    box: 'border-primary/35 bg-accent/70 text-accent-foreground',
    icon: InfoIcon,
    iconClass: 'text-primary',
  },
  success: {
    box: 'border-success/40 bg-success/10 text-foreground',
    icon: CircleCheckIcon,
    iconClass: 'text-success',
  },
  destructive: {
    box: 'border-destructive/50 bg-destructive/10 text-foreground',
    icon: TriangleAlertIcon,
    iconClass: 'text-destructive',
  },
} as const;

export type AlertVariant = keyof typeof VARIANTS;

interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  variant?: AlertVariant;
  title?: ReactNode;
  icon?: ReactNode;
}

/** A message box in the page flow. Use role="alert" only for news that must interrupt (errors). */
export function Alert({ className, variant = 'info', title, icon, children, ...props }: AlertProps) {
  const v = VARIANTS[variant];
  const Icon = v.icon;
  return (
    <div
      data-slot="alert"
      className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', v.box, className)}
      {...props}
    >
      <span className={cn('mt-0.5 shrink-0 [&_svg]:size-5', v.iconClass)}>{icon ?? <Icon />}</span>
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold leading-tight">{title}</p> : null}
        {children ? <div className="leading-relaxed opacity-95">{children}</div> : null}
      </div>
    </div>
  );
}
