import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '#client/lib/cn.ts';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  icon?: ReactNode;
}

interface ProfileTabsProps<T extends string> {
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
  /** Shown beside the panel on wide screens (below it on phones), outside the tab panel. */
  aside?: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys move between tabs (Home/End jump),
 * the selected tab scrolls into view in the horizontally scrolling strip on phones. Only the selected
 * panel is rendered, so each tab loads its data when first opened.
 */
export function ProfileTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
  aside,
}: ProfileTabsProps<T>) {
  const baseId = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  const listRef = useRef<HTMLDivElement>(null);

  // Keep the selected tab visible in the scrolling strip (phones), without scrolling the page.
  useEffect(() => {
    const list = listRef.current;
    const el = refs.current.get(value);
    if (!list || !el) return;
    const left = el.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + el.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left - 16) });
    }
  }, [value]);

  const select = (id: T) => {
    onChange(id);
    refs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((t) => t.id === value);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(tabs[next].id);
  };

  return (
    <div className="min-w-0">
      <div className="relative -mx-4 sm:mx-0">
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          className="flex gap-0.5 overflow-x-auto border-b border-border px-4 [scrollbar-width:none] sm:px-0 [&::-webkit-scrollbar]:hidden"
        >
          {tabs.map((tab) => {
            const isSelected = tab.id === value;
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  if (el) refs.current.set(tab.id, el);
                  else refs.current.delete(tab.id);
                }}
                id={tabId(tab.id)}
                type="button"
                role="tab"
                aria-selected={isSelected}
                aria-controls={isSelected ? panelId(tab.id) : undefined}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => select(tab.id)}
                onKeyDown={onKeyDown}
                className={cn(
                  'relative -mb-px inline-flex shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap border-b-2 px-3 py-3 text-sm font-semibold transition-colors outline-none',
                  'focus-visible:rounded-t-md focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                  '[&_svg]:size-4',
                  isSelected
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                )}
              >
                {tab.icon}
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      <div
        className={
          aside ? 'grid grid-cols-1 items-start gap-6 pt-6 lg:grid-cols-[minmax(0,1fr)_19rem]' : 'pt-6'
        }
      >
        <div role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} className="min-w-0">
          {children}
        </div>
        {aside}
      </div>
    </div>
  );
}
