import { BookmarkPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage } from '#client/lib/api-client.ts';
import {
  SAVED_SEARCH_ALERT_LABELS,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchAlert,
  savedSearchQuery,
} from '#common/saved-search-rules.ts';
import { useCreateSavedSearch } from '../api/saved-searches.ts';

/**
 * D306: "Save this search" on the search screen: the filters in the address, a name, and an alert (none,
 * or a daily or weekly e-mail of players newly matching, D307).
 */
export function SaveSearchDialog() {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<SavedSearchAlert>('daily');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSavedSearch();

  const change = (next: boolean) => {
    if (!next) {
      setName('');
      setAlert('daily');
      setError(null);
    }
    setOpen(next);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (create.isPending || !name.trim()) return;
    create.mutate(
      { name, alert, query: savedSearchQuery(params.toString()) },
      {
        onSuccess: ({ savedSearch }) => {
          toast({
            title: 'Search saved',
            description:
              savedSearch.alert === 'none'
                ? `"${savedSearch.name}" is on your dashboard.`
                : `"${savedSearch.name}" is on your dashboard. New players matching it will be e-mailed ${savedSearch.alert}.`,
          });
          change(false);
        },
        onError: (err) => setError(getErrorMessage(err, 'The search could not be saved.')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <BookmarkPlusIcon />
          Save this search
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Save this search</DialogTitle>
            <DialogDescription>
              Keep these filters on your dashboard and, if you like, get an e-mail when new players match.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Name" error={error ?? undefined}>
            {(control) => (
              <Input
                {...control}
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={SAVED_SEARCH_NAME_MAX}
                placeholder="2009 left-shot defense"
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField label="E-mail alert">
            {(control) => (
              <Select
                {...control}
                value={alert}
                onChange={(e) => setAlert(e.target.value as SavedSearchAlert)}
              >
                {SAVED_SEARCH_ALERTS.map((value) => (
                  <option key={value} value={value}>
                    {SAVED_SEARCH_ALERT_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name.trim() || create.isPending}>
              {create.isPending ? <Spinner className="size-4" /> : null}
              Save Search
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
