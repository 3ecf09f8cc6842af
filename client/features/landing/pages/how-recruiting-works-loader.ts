import { PATHS } from '#client/lib/paths.ts';
import { pageFound } from '#client/lib/route-data.ts';

/** `/how-recruiting-works`: nothing to read; the head for search engines and link previews. */
export function howRecruitingWorksLoader() {
  return pageFound({
    title: 'How recruiters find players · Rinkside',
    description:
      'How recruiters search Rinkside, and what a family controls: consent, visibility and who sees a minor’s details.',
    path: PATHS.howRecruitingWorks,
  });
}
