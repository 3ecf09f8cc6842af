import { Badge } from '#client/components/ui/badge.tsx';
import type { Role } from '#common/enums.ts';
import { ROLE_BADGE } from '../lib/admin-format.ts';

export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <Badge variant={ROLE_BADGE[role]} className={className}>
      {role}
    </Badge>
  );
}
