import { ChevronRightIcon, ClipboardListIcon, UserIcon, UsersIcon } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { FOCUS_RING } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import type { SignupRole, StepProps } from '../wizard-types.ts';

const OPTIONS: Array<{
  role: SignupRole;
  label: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}> = [
  {
    role: 'PARENT',
    label: 'Parent',
    description: 'Create and manage player profiles for your children',
    icon: UsersIcon,
  },
  { role: 'PLAYER', label: 'Player', description: 'Create your own recruiting profile', icon: UserIcon },
  {
    role: 'RECRUITER',
    label: 'Recruiter or coach',
    description: 'Find players for your college, junior team, school or club',
    icon: ClipboardListIcon,
  },
];

export function RoleStep({ data, goNext }: StepProps) {
  return (
    <div className="grid gap-3">
      {OPTIONS.map(({ role, label, description, icon: Icon }) => {
        const selected = data.role === role;
        return (
          <button
            key={role}
            type="button"
            aria-pressed={selected}
            onClick={() => goNext({ role })}
            className={cn(
              'group flex w-full cursor-pointer items-center gap-4 rounded-xl border p-5 text-left transition-all',
              'hover:border-primary hover:bg-accent/50',
              selected ? 'border-primary bg-accent/60 ring-1 ring-primary' : 'border-border bg-card',
              FOCUS_RING,
            )}
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
              <Icon className="size-6" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-lg font-bold">{label}</span>
              <span className="mt-0.5 block text-sm text-muted-foreground">{description}</span>
            </span>
            <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
          </button>
        );
      })}
    </div>
  );
}
