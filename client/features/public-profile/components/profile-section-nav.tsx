import { type MouseEvent, useEffect, useState } from 'react';
import { FOCUS_RING } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

export const PROFILE_SECTIONS = [
  { id: 'details', label: 'Details' },
  { id: 'stats', label: 'Stats' },
  { id: 'events', label: 'Events' },
  { id: 'history', label: 'History' },
  { id: 'contacts', label: 'Contacts' },
] as const;

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

/** The element id of a section (also its link target). */
export const sectionDomId = (id: ProfileSectionId) => `section-${id}`;

/** Site header (64 px) + this bar (~52 px) + breathing room: where a section counts as "reached". */
const READING_LINE = 140;

/** The section whose top has passed the reading line; the last one once the page is scrolled to the end. */
function useActiveSection(shown: readonly ProfileSectionId[]): ProfileSectionId {
  const first = shown[0] ?? PROFILE_SECTIONS[0].id;
  const last = shown.at(-1) ?? first;
  const [active, setActive] = useState<ProfileSectionId>(first);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
      let current: ProfileSectionId = first;
      for (const id of shown) {
        const el = document.getElementById(sectionDomId(id));
        if (el && el.getBoundingClientRect().top <= READING_LINE) current = id;
      }
      if (atEnd && window.scrollY > 0) current = last;
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [shown, first, last]);
  return active;
}

function goToSection(event: MouseEvent<HTMLAnchorElement>, id: ProfileSectionId) {
  const target = document.getElementById(sectionDomId(id));
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen reader users continue reading from the section they chose.
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${sectionDomId(id)}`);
}

/**
 * Spec 2 §2 tabs DETAILS, STATS, EVENTS, HISTORY, CONTACTS: a sticky bar of in-page links that scroll to
 * their sections; the section in view is marked with aria-current. A section the profile leaves out
 * (nothing in it, D258) has no link.
 */
export function ProfileSectionNav({ shown }: { shown: readonly ProfileSectionId[] }) {
  const active = useActiveSection(shown);
  const sections = PROFILE_SECTIONS.filter((s) => shown.includes(s.id));
  return (
    <nav
      aria-label="Profile sections"
      className="sticky top-16 z-30 border-b border-border bg-background/90 backdrop-blur-md supports-[backdrop-filter]:bg-background/75"
    >
      <div className="container-page">
        <ul
          className="grid gap-1 py-2 sm:flex sm:gap-2"
          style={{ gridTemplateColumns: `repeat(${sections.length}, minmax(0, 1fr))` }}
        >
          {sections.map((section) => {
            const isActive = section.id === active;
            return (
              <li key={section.id} className="min-w-0">
                <a
                  href={`#${sectionDomId(section.id)}`}
                  onClick={(event) => goToSection(event, section.id)}
                  aria-current={isActive ? 'location' : undefined}
                  className={cn(
                    'flex h-9 items-center justify-center rounded-md px-1 text-[0.68rem] font-bold uppercase transition-colors sm:px-4 sm:text-xs sm:tracking-[0.14em]',
                    FOCUS_RING,
                    isActive
                      ? 'bg-primary text-primary-foreground shadow-sm shadow-primary/25'
                      : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                  )}
                >
                  {section.label}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
