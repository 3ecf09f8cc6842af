import { LinkIcon } from 'lucide-react';

/**
 * A message as plain text (React escapes it; nothing is turned into HTML or a live link), with the
 * domains of its links named underneath so a reader sees where an address leads before copying it.
 */
export function MessageText({
  body,
  linkDomains,
  className,
}: {
  body: string;
  linkDomains: readonly string[];
  className?: string;
}) {
  return (
    <div className={className}>
      <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{body}</p>
      {linkDomains.length > 0 ? (
        <p
          className="mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-1 border-t border-current/20 pt-2 text-xs"
          data-slot="link-domains"
        >
          <LinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
          <span>{linkDomains.length === 1 ? 'Link to' : 'Links to'}</span>
          {linkDomains.map((domain) => (
            <span key={domain} className="rounded bg-current/10 px-1.5 py-0.5 font-mono font-semibold">
              {domain}
            </span>
          ))}
          <span className="sr-only">(shown as text: copy an address to open it)</span>
        </p>
      ) : null}
    </div>
  );
}
