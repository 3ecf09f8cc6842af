import { type KeyboardEvent, type ReactNode, useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '#client/lib/cn.ts';

/**
 * The selected tab of a page, kept in the address (`?tab=`, D254): each switch is a history entry, so Back
 * and Forward move between tabs, a reload stays on the tab and the address can be shared. The first tab
 * (the page's default) has no parameter. An unknown or unavailable value reads as the default. The other
 * query parameters are kept, and the page does not scroll to the top on a switch.
 */
export function useTabInAddress<T extends string>(
  available: readonly T[],
  fallback: T,
  param = 'tab',
): [T, (next: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(param);
  const tab = available.find((t) => t === requested) ?? fallback;
  const select = useCallback(
    (next: T) => {
      if (next === tab) return;
      setSearchParams(
        (prev) => {
          const params = new URLSearchParams(prev);
          if (next === fallback) params.delete(param);
          else params.set(param, next);
          return params;
        },
        { preventScrollReset: true },
      );
    },
    [tab, fallback, param, setSearchParams],
  );
  return [tab, select];
}

export interface TabDef<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

/**
 * A WAI-ARIA tab list: arrow keys, Home and End move between tabs; only the selected tab is in the tab
 * order. Two columns on phones, one row from `sm` up. Pair it with TabPanel under the same `idPrefix`.
 */
export function TabList<T extends string>({
  tabs,
  value,
  onChange,
  idPrefix,
  label,
}: {
  tabs: TabDef<T>[];
  value: T;
  onChange: (value: T) => void;
  idPrefix: string;
  label: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.value);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-muted/60 p-1 sm:inline-flex"
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${idPrefix}-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={cn(
                // Phones: two columns, and a long label wraps onto a second line rather than being cut off.
                'inline-flex min-h-9 min-w-0 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg px-1.5 py-1 text-center text-[13px] leading-tight font-semibold transition-colors max-sm:[&_svg]:hidden sm:h-9 sm:whitespace-nowrap sm:px-3 sm:py-0 sm:text-sm [&_svg]:size-4',
                'outline-none focus-visible:ring-2 focus-visible:ring-ring',
                selected
                  ? 'bg-card text-foreground shadow-sm dark:bg-accent dark:text-accent-foreground'
                  : 'text-muted-foreground hover:bg-card/60 hover:text-foreground',
              )}
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export function TabPanel({
  idPrefix,
  value,
  children,
}: {
  idPrefix: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel-${value}`}
      aria-labelledby={`${idPrefix}-tab-${value}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel focusable
      tabIndex={0}
      className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </div>
  );
}
