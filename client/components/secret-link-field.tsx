import { CopyIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { copyText } from '#client/lib/clipboard.ts';

/**
 * A secret address shown once (a calendar feed, D300; a list's read-only link, D322): the label, the address
 * in a read-only field that selects itself, a Copy button that says whether the copy worked, and `note`.
 */
export function SecretLinkField({
  label,
  url,
  copied,
  note,
}: {
  label: string;
  url: string;
  /** The toast title on a copy, e.g. "Link copied" (otherwise "Copy the link" asks the reader to). */
  copied: { done: string; failed: string };
  note: string;
}) {
  const inputId = useId();
  const copy = async () => {
    const ok = await copyText(url);
    toast({ title: ok ? copied.done : copied.failed, description: url });
  };
  return (
    <>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2 rounded-lg border border-border bg-muted/40 py-1.5 pr-1.5 pl-3">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 truncate bg-transparent font-mono text-xs outline-none"
        />
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <CopyIcon />
          Copy
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{note}</p>
    </>
  );
}
