import { cn } from '#client/lib/cn.ts';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * "82/2,000" under a text box (a FormField hint), read as "82/2,000 characters"; from `warnFrom` on it turns
 * red.
 */
export function CharacterCount({
  length,
  max,
  warnFrom,
}: {
  length: number;
  max: number;
  warnFrom?: number;
}) {
  return (
    <span
      className={cn(
        'block text-right tabular-nums',
        warnFrom !== undefined && length >= warnFrom && 'font-medium text-destructive',
      )}
    >
      {count(length)}/{count(max)}
      <span className="sr-only"> characters</span>
    </span>
  );
}
