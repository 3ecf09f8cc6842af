import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheckIcon, MailIcon, SearchIcon, UserPlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailField } from '#client/components/email-field.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TabList, TabPanel } from '#client/components/ui/tabs.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { positionsLabel } from '#client/lib/format.ts';
import {
  AddToRosterInputSchema,
  type FieldControl,
  MINOR_WITHOUT_PARENT,
  NEEDS_EMAIL_INVITATION,
} from '#common/contracts/orgs.ts';
import type { SearchResultPlayer } from '#common/contracts/search.ts';
import { useStaffPlayerSearch } from '../api/staff-player-search.ts';
import { useAddToRoster } from '../api/staff-roster-writes.ts';
import { useDebouncedValue } from '../lib/staff-debounce.ts';
import { NO_FIELD_CONTROL } from '../lib/staff-roster.ts';
import { FamilyMustAcceptNote, StaffFieldControlFields } from './staff-field-control-fields.tsx';
import { StaffPlayerAvatar } from './staff-player-avatar.tsx';

type Mode = 'search' | 'email';

const byEmail = AddToRosterInputSchema.options[1].shape;
/** The e-mail tab's fields, checked by the contract's own rules. */
const InviteByEmailSchema = z.object({
  email: byEmail.email,
  name: z.string().trim().max(120, 'Keep the name under 120 characters'),
});
type InviteValues = z.input<typeof InviteByEmailSchema>;
type InviteOutput = z.output<typeof InviteByEmailSchema>;

/** Why a found profile needs the invitation by e-mail, said in the dialog (D252). */
function emailInsteadNote(name: string, serverMessage: string): string {
  return serverMessage === MINOR_WITHOUT_PARENT
    ? `${name} is under 17 and has no linked parent to answer for them. Send the invitation to a parent's email address instead: the family links the profile when they accept.`
    : `${name} has no account to answer an invitation. Send it to the family's email address instead: they link the profile when they accept.`;
}

/**
 * Add Player: a player already on Rinkside found by search, or an invitation by e-mail; both with the
 * parts the organization asks to maintain. The family accepts or declines by e-mail. A found profile
 * nobody can answer for moves to the e-mail tab with the player's name filled in (D252).
 */
export function StaffAddPlayerDialog({
  orgId,
  open,
  onOpenChange,
}: {
  orgId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const idPrefix = useId();
  const [mode, setMode] = useState<Mode>('search');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<SearchResultPlayer | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [fieldControl, setFieldControl] = useState<FieldControl>(NO_FIELD_CONTROL);
  const [emailNote, setEmailNote] = useState<string | null>(null);
  const add = useAddToRoster(orgId);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<InviteValues, unknown, InviteOutput>({
    resolver: zodResolver(InviteByEmailSchema),
    defaultValues: { email: '', name: '' },
  });

  const close = (next: boolean) => {
    if (!next) {
      setMode('search');
      setKeyword('');
      setPicked(null);
      setPickError(null);
      setFieldControl(NO_FIELD_CONTROL);
      setEmailNote(null);
      reset();
    }
    onOpenChange(next);
  };

  /** The found profile cannot answer: the e-mail tab, its name filled in, the address next. */
  const offerEmail = (player: SearchResultPlayer, serverMessage: string) => {
    const name = `${player.firstName} ${player.lastName}`;
    setMode('email');
    setEmailNote(emailInsteadNote(name, serverMessage));
    setValue('name', name);
    // After the tab's fields are on screen.
    setTimeout(() => setFocus('email'), 0);
  };

  const send = (body: Parameters<typeof add.mutate>[0], who: string, found?: SearchResultPlayer) =>
    add.mutate(body, {
      onSuccess: ({ message }) => {
        toast({ title: 'Invitation sent', description: message || `We e-mailed ${who}'s family.` });
        close(false);
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        if (found && message && (NEEDS_EMAIL_INVITATION as readonly string[]).includes(message)) {
          offerEmail(found, message);
          return;
        }
        showErrorToast('Failed to add the player. Please try again.', error);
      },
    });

  const submitSearch = () => {
    if (!picked) {
      setPickError('Choose a player from the results');
      return;
    }
    send({ playerId: picked.id, fieldControl }, `${picked.firstName} ${picked.lastName}`, picked);
  };
  const submitEmail = handleSubmit((values) =>
    send({ email: values.email, name: values.name || null, fieldControl }, values.email),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Add Player"
      description="Invite a player to your roster. You can ask to maintain parts of their profile."
      submitLabel="Send Invitation"
      submitIcon={<UserPlusIcon />}
      isPending={add.isPending}
      className="sm:max-w-xl"
      formClassName="grid grid-cols-[minmax(0,1fr)] gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (mode === 'search') submitSearch();
        else void submitEmail(event);
      }}
    >
      <TabList
        idPrefix={idPrefix}
        label="How to add the player"
        value={mode}
        onChange={setMode}
        tabs={[
          { value: 'search', label: 'Find a player', icon: <SearchIcon /> },
          { value: 'email', label: 'Invite by email', icon: <MailIcon /> },
        ]}
      />
      {mode === 'search' ? (
        <TabPanel idPrefix={idPrefix} value="search">
          <PlayerPicker
            keyword={keyword}
            onKeywordChange={setKeyword}
            picked={picked}
            onPick={(player) => {
              setPicked(player);
              setPickError(null);
            }}
            error={pickError}
          />
        </TabPanel>
      ) : (
        <TabPanel idPrefix={idPrefix} value="email">
          <div className="grid gap-4">
            {emailNote ? (
              <Alert variant="info" title="Invite the family by email" role="status">
                {emailNote}
              </Alert>
            ) : null}
            <EmailField
              registration={register('email')}
              label="Email address"
              error={errors.email?.message}
              placeholder="family@example.com"
              required={false}
              hint="The player's address, or a parent's for a player under 17."
            />
            <FormField label="Player name" hint="Optional" error={errors.name?.message}>
              {(control) => <Input {...control} autoComplete="off" {...register('name')} />}
            </FormField>
          </div>
        </TabPanel>
      )}
      <StaffFieldControlFields value={fieldControl} onChange={setFieldControl} disabled={add.isPending} />
      <FamilyMustAcceptNote />
    </FormDialog>
  );
}

function PlayerPicker({
  keyword,
  onKeywordChange,
  picked,
  onPick,
  error,
}: {
  keyword: string;
  onKeywordChange: (value: string) => void;
  picked: SearchResultPlayer | null;
  onPick: (player: SearchResultPlayer) => void;
  error: string | null;
}) {
  const debounced = useDebouncedValue(keyword, 300);
  const search = useStaffPlayerSearch(debounced);
  const players = search.data?.players ?? [];
  const searching = debounced.trim().length >= 2;
  return (
    <div className="grid gap-3">
      <FormField label="Search players" hint="Name, team or city" error={error ?? undefined}>
        {(control) => (
          <Input
            {...control}
            type="search"
            autoComplete="off"
            value={keyword}
            onChange={(event) => onKeywordChange(event.target.value)}
            placeholder="e.g. Jordan Smith"
          />
        )}
      </FormField>
      <div aria-live="polite" className="grid gap-2">
        {!searching ? (
          <p className="text-sm text-muted-foreground">Type at least two letters to search.</p>
        ) : search.isPending ? (
          <Spinner label="Searching..." />
        ) : search.isError ? (
          <p className="text-sm text-destructive">The search failed. Try again.</p>
        ) : players.length === 0 ? (
          <p className="text-sm text-muted-foreground">No player matches "{debounced.trim()}".</p>
        ) : (
          <ul
            className="grid max-h-64 grid-cols-[minmax(0,1fr)] gap-1.5 overflow-y-auto pr-1"
            aria-label="Search results"
          >
            {players.map((player) => {
              const selected = picked?.id === player.id;
              return (
                <li key={player.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onPick(player)}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                      selected ? 'border-primary bg-accent' : 'border-border hover:bg-muted/60',
                    )}
                  >
                    <StaffPlayerAvatar
                      firstName={player.firstName}
                      lastName={player.lastName}
                      imageUrl={player.profileImageUrl}
                      className="size-9"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-center gap-1.5 font-medium">
                        <span className="truncate">
                          {player.firstName} {player.lastName}
                        </span>
                        {player.verificationStatus === 'verified' ? (
                          <BadgeCheckIcon aria-label="Verified" className="size-4 shrink-0 text-primary" />
                        ) : null}
                      </span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {[
                          String(player.birthYear),
                          player.positions.length ? positionsLabel(player.positions) : null,
                          player.currentTeamName ?? 'Independent',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                    {selected ? <span className="text-xs font-semibold text-primary">Selected</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
