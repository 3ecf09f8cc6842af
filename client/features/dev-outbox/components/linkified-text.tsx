import { linkify } from '../lib/linkify.ts';

/** Plain text with its http(s) addresses as links; rendered as text nodes, never as HTML. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, i) =>
        part.type === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text
            key={i}
            href={part.href}
            rel="noreferrer"
            className="break-all rounded-sm font-medium text-primary underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {part.href}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
