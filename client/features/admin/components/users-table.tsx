import {
  ChevronRightIcon,
  EllipsisVerticalIcon,
  KeyRoundIcon,
  ShieldAlertIcon,
  UserCogIcon,
  UsersIcon,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#client/components/ui/card.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { SearchInput } from '#client/components/ui/search-input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Table } from '#client/components/ui/table.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatLongTimestamp } from '#client/lib/format.ts';
import { pathTo } from '#client/lib/paths.ts';
import { ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_SEARCH_MAX, type AdminUserRow } from '#common/contracts/admin.ts';
import { ROLES, type Role } from '#common/enums.ts';
import { useAdminUsers } from '../api/get-users.ts';
import { ROLE_LABELS } from '../lib/role-labels.ts';
import { type UsersTableState, usersStateFromParams, usersStateToParams } from '../lib/users-query.ts';
import { ChangeRoleDialog } from './change-role-dialog.tsx';
import { ParentDetailsDialog } from './parent-details-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { RoleBadge } from './role-badge.tsx';

/** How long typing pauses before the search goes to the server. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

/**
 * Spec 3 §2 "A user table": search by name or e-mail and a role filter, paginated on the server (issue
 * 13: it must stay fast at 100,000 users). Search, role and page live in the URL query, so Back and
 * Forward return to an earlier view. A table from `md` up, a stacked list on phones.
 */
export function UsersTable() {
  const [params, setParams] = useSearchParams();
  const state = usersStateFromParams(params);
  const [searchText, setSearchText] = useState(state.search);
  const [resetTarget, setResetTarget] = useState<AdminUserRow | null>(null);
  const [roleTarget, setRoleTarget] = useState<AdminUserRow | null>(null);
  const [parentTarget, setParentTarget] = useState<AdminUserRow | null>(null);
  const searchId = useId();
  const roleId = useId();

  const users = useAdminUsers({
    search: state.search || undefined,
    role: state.role || undefined,
    page: state.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  });

  const navigate = (next: UsersTableState, replace = false) =>
    setParams(usersStateToParams(next, params), { replace, preventScrollReset: true });

  // Back/Forward changed the search in the URL: show it in the box.
  useEffect(() => {
    setSearchText((typed) => (typed.trim() === state.search ? typed : state.search));
  }, [state.search]);

  // Typing pauses: the search goes to the URL (and so to the server), from the first page.
  const { search, role } = state;
  useEffect(() => {
    if (searchText.trim() === search) return;
    const timer = setTimeout(
      () =>
        setParams(usersStateToParams({ search: searchText, role, page: 1 }, params), {
          preventScrollReset: true,
        }),
      USER_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, search, role, params, setParams]);

  const data = users.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A page past the end (an old link, or users were removed meanwhile): go to the last page instead.
  const pastEnd = Boolean(data && data.total > 0 && data.users.length === 0 && state.page > totalPages);
  useEffect(() => {
    if (!pastEnd) return;
    setParams(usersStateToParams({ search, role, page: totalPages }, params), {
      replace: true,
      preventScrollReset: true,
    });
  }, [pastEnd, search, role, totalPages, params, setParams]);

  const filtered = state.search !== '' || state.role !== '';
  const clearFilters = () => {
    setSearchText('');
    navigate({ search: '', role: '', page: 1 });
  };
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.users.length - 1 : 0;

  const actions = (user: AdminUserRow) => (
    <RowActions
      user={user}
      onResetPassword={() => setResetTarget(user)}
      onChangeRole={() => setRoleTarget(user)}
      onParentDetails={() => setParentTarget(user)}
    />
  );

  return (
    <Card>
      <div className="grid gap-4 px-6 pt-6 pb-4">
        <div>
          <CardTitle id="admin-users-title">Users</CardTitle>
          <CardDescription>Find an account by name or e-mail, then open it or act on it.</CardDescription>
        </div>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_13rem]">
          <div className="grid gap-1.5">
            <SearchInput
              id={searchId}
              label="Search users"
              placeholder="Search by name or e-mail"
              maxLength={ADMIN_USERS_SEARCH_MAX}
              value={searchText}
              onChange={setSearchText}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={roleId} className="sr-only">
              Filter by role
            </Label>
            <Select
              id={roleId}
              value={state.role}
              onChange={(event) => navigate({ ...state, role: event.target.value as Role | '', page: 1 })}
            >
              <option value="">All roles</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </div>
      <div>
        {users.isPending || pastEnd ? (
          <UsersSkeleton />
        ) : users.isError ? (
          <div className="px-6 pb-6">
            <Alert variant="destructive" title="Users could not be loaded" role="alert">
              Failed to load users. Please try again later.
            </Alert>
          </div>
        ) : data && data.users.length === 0 ? (
          <div className="px-6 pb-6">
            <EmptyState
              icon={<UsersIcon />}
              title={filtered ? 'No users match your filters' : 'No users yet'}
              description={
                filtered ? 'Try another name, part of the e-mail address or another role.' : undefined
              }
              action={
                filtered ? (
                  <Button variant="outline" onClick={clearFilters}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          </div>
        ) : data ? (
          <div className={cn('transition-opacity', users.isPlaceholderData && 'opacity-60')}>
            <p className="px-6 pb-3 text-sm text-muted-foreground" aria-live="polite">
              Showing <span className="font-medium text-foreground">{first.toLocaleString('en-US')}</span>–
              <span className="font-medium text-foreground">{last.toLocaleString('en-US')}</span> of{' '}
              <span className="font-medium text-foreground">{data.total.toLocaleString('en-US')}</span>{' '}
              {data.total === 1 ? 'user' : 'users'}
            </p>
            <Table label="Users" className="hidden md:block" tableClassName="text-left">
              <thead>
                <tr className="border-y border-border bg-muted/50 text-xs uppercase tracking-wider text-muted-foreground">
                  <Th className="pr-3 pl-6">Name</Th>
                  <Th>E-mail</Th>
                  <Th>Role</Th>
                  <Th>Status</Th>
                  <Th>Joined</Th>
                  <Th className="pr-6 pl-3 text-right">
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {data.users.map((user) => (
                  <tr key={user.id} className="border-b border-border last:border-b-0 hover:bg-muted/30">
                    <td className="max-w-[14rem] py-3 pr-3 pl-6">
                      <Link
                        to={pathTo.adminUser(user.id)}
                        className="block truncate font-medium text-foreground underline-offset-4 hover:text-primary hover:underline"
                      >
                        {user.name}
                      </Link>
                    </td>
                    <td className="max-w-[18rem] truncate px-3 py-3 text-muted-foreground" title={user.email}>
                      {user.email}
                    </td>
                    <td className="px-3 py-3">
                      <RoleBadge role={user.role} />
                    </td>
                    <td className="px-3 py-3">
                      <StatusBadges user={user} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 text-muted-foreground">
                      {formatLongTimestamp(user.createdAt)}
                    </td>
                    <td className="py-2 pr-6 pl-3">{actions(user)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <ul aria-label="Users" className="divide-y divide-border border-t border-border md:hidden">
              {data.users.map((user) => (
                <li key={user.id} className="flex items-start gap-3 px-6 py-4">
                  <div className="grid min-w-0 flex-1 gap-1.5">
                    <Link
                      to={pathTo.adminUser(user.id)}
                      className="truncate font-semibold text-foreground underline-offset-4 hover:text-primary hover:underline"
                    >
                      {user.name}
                    </Link>
                    <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                    <div className="flex flex-wrap items-center gap-1.5">
                      <RoleBadge role={user.role} />
                      <StatusBadges user={user} />
                    </div>
                    <p className="text-xs text-muted-foreground">
                      Joined {formatLongTimestamp(user.createdAt)}
                    </p>
                  </div>
                  <RowActionsMenu
                    user={user}
                    onResetPassword={() => setResetTarget(user)}
                    onChangeRole={() => setRoleTarget(user)}
                    onParentDetails={() => setParentTarget(user)}
                  />
                </li>
              ))}
            </ul>
            <div className="px-6 pb-6 md:pt-2">
              <Pagination
                page={state.page}
                totalPages={totalPages}
                onPageChange={(page) => navigate({ ...state, page })}
              />
            </div>
          </div>
        ) : null}
      </div>
      <ResetPasswordDialog user={resetTarget} onOpenChange={(open) => !open && setResetTarget(null)} />
      <ChangeRoleDialog user={roleTarget} onOpenChange={(open) => !open && setRoleTarget(null)} />
      <ParentDetailsDialog parent={parentTarget} onOpenChange={(open) => !open && setParentTarget(null)} />
    </Card>
  );
}

function Th({ className = 'px-3', children }: { className?: string; children: ReactNode }) {
  return (
    <th scope="col" className={cn('py-2.5 font-semibold', className)}>
      {children}
    </th>
  );
}

function StatusBadges({ user }: { user: AdminUserRow }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {user.emailVerified ? (
        <Badge variant="success">Verified</Badge>
      ) : (
        <Badge variant="outline">Pending</Badge>
      )}
      {user.suspended ? (
        <Badge variant="destructive">
          <ShieldAlertIcon aria-hidden="true" />
          Suspended
        </Badge>
      ) : null}
    </span>
  );
}

interface RowActionProps {
  user: AdminUserRow;
  onResetPassword: () => void;
  onChangeRole: () => void;
  onParentDetails: () => void;
}

function rowActionItems({ user, onResetPassword, onChangeRole, onParentDetails }: RowActionProps) {
  const items: Array<{ key: string; label: string; icon: ReactNode; onClick: () => void }> = [
    { key: 'reset', label: 'Reset Password', icon: <KeyRoundIcon />, onClick: onResetPassword },
    { key: 'role', label: 'Change Role', icon: <UserCogIcon />, onClick: onChangeRole },
  ];
  // Spec 3 §2: the parent details dialog is a parent's.
  if (user.role === 'PARENT') {
    items.push({ key: 'parent', label: 'Parent Details', icon: <UsersIcon />, onClick: onParentDetails });
  }
  return items;
}

/** The table row's actions: icon buttons, each named for the user it acts on. */
function RowActions(props: RowActionProps) {
  const { user } = props;
  return (
    <div className="flex items-center justify-end gap-0.5">
      {rowActionItems(props).map((item) => (
        <Button
          key={item.key}
          variant="ghost"
          size="icon"
          aria-label={`${item.label}: ${user.name}`}
          title={item.label}
          onClick={item.onClick}
        >
          {item.icon}
        </Button>
      ))}
      <Link
        to={pathTo.adminUser(user.id)}
        aria-label={`View details: ${user.name}`}
        title="View details"
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        <ChevronRightIcon />
      </Link>
    </div>
  );
}

/** On phones: one menu button per card, so the card stays one column wide. */
function RowActionsMenu(props: RowActionProps) {
  const { user } = props;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label={`Actions: ${user.name}`}>
          <EllipsisVerticalIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {rowActionItems(props).map((item) => (
          <DropdownMenuItem key={item.key} onSelect={item.onClick}>
            {item.icon}
            {item.label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem asChild>
          <Link to={pathTo.adminUser(user.id)}>
            <ChevronRightIcon />
            View details
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function UsersSkeleton() {
  return (
    <div role="status" aria-label="Loading users" className="grid gap-3 px-6 pb-6">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex items-center gap-4">
          <div className="h-4 w-1/4 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <div className="h-5 w-16 animate-pulse rounded-full bg-muted motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}
