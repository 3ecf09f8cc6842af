import { admin } from './admin.ts';
import { approvals } from './approvals.ts';
import { auth } from './auth.ts';
import { billing } from './billing.ts';
import { calendar } from './calendar.ts';
import { coParents } from './co-parents.ts';
import { commitments } from './commitments.ts';
import { dataControl } from './data-control.ts';
import type { EndpointSpec } from './define.ts';
import { listSharing } from './list-sharing.ts';
import { lists } from './lists.ts';
import { media } from './media.ts';
import { messaging } from './messaging.ts';
import { notes } from './notes.ts';
import { notifications } from './notifications.ts';
import { orgs } from './orgs.ts';
import { parents } from './parents.ts';
import { players } from './players.ts';
import { ratings } from './ratings.ts';
import { recruiters } from './recruiters.ts';
import { savedSearches } from './saved-searches.ts';
import { search } from './search.ts';
import { subscriptions } from './subscriptions.ts';
import { system } from './system.ts';

export * from './define.ts';

/**
 * Every endpoint of the API, by area: `api.lists.create`, `api.players.goals.list`. The server registers
 * its routes from these (server/lib/route.ts); the client calls them (client/lib/api.ts).
 */
export const api = {
  admin,
  approvals,
  auth,
  billing,
  calendar,
  coParents,
  commitments,
  dataControl,
  lists,
  listSharing,
  media,
  messaging,
  notes,
  notifications,
  orgs,
  parents,
  players,
  ratings,
  recruiters,
  savedSearches,
  search,
  subscriptions,
  system,
};

/** Every endpoint of a part of the contract (all of it by default), flattened. */
export function endpointsOf(node: object = api): EndpointSpec[] {
  return Object.values(node).flatMap((value: object) =>
    'method' in value && 'path' in value ? [value as EndpointSpec] : endpointsOf(value),
  );
}
