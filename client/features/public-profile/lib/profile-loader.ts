import { type LoaderFunctionArgs, redirect } from 'react-router';
import { type PlayerDetail, preloadProfilePage } from '#client/features/players/index.ts';
import { positionLabels } from '#client/lib/format.ts';
import {
  type PageData,
  type PageHead,
  pageFound,
  pageNotFound,
  queryClientOf,
} from '#client/lib/route-data.ts';
import { isAdult } from '#common/age.ts';

/**
 * /player/{slug}: the profile and its parts in one read, into the cache the page draws from. A
 * profile the visitor may not see answers 404 and draws Player Not Found, on the server as in the browser.
 */
export async function publicProfileLoader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const path = `/player/${encodeURIComponent(slug)}`;
  const detail = await preloadProfilePage(queryClientOf(context), slug);
  if (detail === 'not-found') {
    return pageNotFound({
      title: 'Player Not Found · Rinkside',
      description: 'This player profile is not public.',
      path,
    });
  }
  // An old address of a renamed profile (custom profile URL): the API answered from the new one, and the
  // page moves there for good, on the server (308) as in the browser.
  if (detail !== null && detail.player.slug !== slug && detail.player.id !== slug) {
    throw redirect(`/player/${encodeURIComponent(detail.player.slug)}`, 308);
  }
  if (detail === null) {
    return pageFound({
      title: 'Player Profile · Rinkside',
      description: 'A hockey player profile on Rinkside.',
      path,
    });
  }
  return pageFound(profileHead(detail));
}

export type PublicProfileLoaderData = PageData;

/**
 * A profile's head for search engines and link previews: name, position, birth year and team; a minor's
 * photo and city are never in it (the generic image stands in), an adult's are.
 */
export function profileHead(detail: PlayerDetail): PageHead {
  const { player } = detail;
  const name = `${player.firstName} ${player.lastName}`;
  const position = positionLabels(player.preferredPosition, player.positions)[0];
  // The server's answer says whether the player is 18 by the private month; without it, the year
  // alone counts a birth in December.
  const adult = player.isAdult ?? isAdult(player);
  const place = adult ? [player.city, player.region].filter(Boolean).join(', ') : '';
  const facts = [
    position,
    `born ${player.birthYear}`,
    player.currentTeamName ? `plays for ${player.currentTeamName}` : null,
    place ? `from ${place}` : null,
  ].filter(Boolean);
  return {
    title: `${name}${position ? ` · ${position}` : ''} · Rinkside`,
    description: `${name}: ${facts.join(', ')}. Stats, highlights and schedule on Rinkside, the hockey recruiting platform.`,
    path: `/player/${player.slug}`,
    image: adult ? player.profileImageUrl : null,
    type: 'profile',
  };
}
