import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  type EndpointInput,
  type EndpointResponse,
  type EndpointSpec,
  fillPath,
} from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import type { Role } from '#common/enums.ts';
import { ncaaPrograms, parentalApprovalRequests, subscriptionTiers } from '#server/db/schema/index.ts';
import { createUser } from '#server/db/seed/factories.ts';
import { json } from './api-json.ts';
import {
  birthYearForAge,
  linkedParent,
  ownedPlayer,
  type SignedIn,
  signIn,
  subscribe,
} from './players-kit.ts';
import { markRecruiterVerified } from './recruiters-kit.ts';
import { latestEmailToken, type TestApp, uniqueEmail } from './test-app.ts';

/**
 * One row of every kind a route parameter names (player, list, list item, goal, schedule event, team
 * history entry, media, upload, co-parent invitation, parental approval, paid tier, a spare user for the
 * admin routes), with a signed-in session per role, so matrix and fuzz tests call every route on a real
 * resource.
 */
export interface RouteWorld {
  sessions: Record<Role, string>;
  /** The player's own PLAYER account, owning every player-area row. */
  owner: SignedIn;
  /** A PARENT linked to the player. */
  parent: SignedIn;
  /** Real values by `segment/:param` (the path segment before the parameter). */
  ids: Record<string, string>;
  /** The URL with each parameter a real value (an unknown uuid where none is known). */
  fill(url: string): string;
}

/** The values of a route's parameters a world knows, by the segment before each. */
export function fillWith(ids: Record<string, string>, url: string, fallback: () => string): string {
  return url.replace(/([\w-]+)\/:([A-Za-z]+)/g, (_m, segment: string, name: string) => {
    const value = ids[`${segment}/:${name}`] ?? fallback();
    return `${segment}/${encodeURIComponent(value)}`;
  });
}

/** Calls an endpoint of the contract as a session and reads its success answer through the contract. */
export async function callAs<E extends EndpointSpec>(
  t: TestApp,
  endpoint: E,
  cookie: string,
  input: EndpointInput<E>,
): Promise<EndpointResponse<E>> {
  const { params, body } = input as { params?: Record<string, string>; body?: object };
  const url = fillPath(endpoint, params);
  const res = await t.app.inject({ method: endpoint.method, url, headers: { cookie }, payload: body });
  expect(res.statusCode, `${endpoint.method} ${url}: ${res.body}`).toBeLessThan(300);
  return json(endpoint, res);
}

export async function createRouteWorld(t: TestApp): Promise<RouteWorld> {
  const { owner, player } = await ownedPlayer(t);
  // A plan with highlight clips, so the player can have a video.
  await subscribe(t.db, owner.user.id, 'first_line');
  const parent = await linkedParent(t, player.id);
  const signed = async (role: Role) => (await signIn(t, role)).cookie;
  const recruiter = await signIn(t, 'RECRUITER');
  const sessions: Record<Role, string> = {
    PLAYER: owner.cookie,
    PARENT: parent.cookie,
    RECRUITER: recruiter.cookie,
    ADMIN: await signed('ADMIN'),
    ORG_ADMIN: await signed('ORG_ADMIN'),
    ORG_STAFF: await signed('ORG_STAFF'),
  };
  const id = { id: player.id };

  const { list } = await callAs(t, api.lists.create, sessions.RECRUITER, { body: { name: 'World list' } });
  await callAs(t, api.lists.items.add, sessions.RECRUITER, {
    params: { listId: list.id },
    body: { playerId: player.id },
  });
  await callAs(t, api.notes.create, sessions.RECRUITER, { params: id, body: { note: 'World note' } });
  await callAs(t, api.ratings.save, sessions.RECRUITER, { params: id, body: { overall: 4 } });
  const { event } = await callAs(t, api.players.schedule.create, owner.cookie, {
    params: id,
    body: { eventDate: '2030-01-01', rinkName: 'World Arena' },
  });
  const { event: showcase } = await callAs(t, api.players.schedule.addUpcoming, owner.cookie, {
    params: id,
    body: { date: '2030-02-01', eventName: 'World Showcase' },
  });
  const { entry } = await callAs(t, api.players.teamHistory.create, owner.cookie, {
    params: id,
    body: { teamName: 'World Team', season: '2024-25' },
  });
  const { goal } = await callAs(t, api.players.goals.create, owner.cookie, {
    params: id,
    body: { goal: 'World goal', type: 'career' },
  });
  const media = await callAs(t, api.media.add, owner.cookie, {
    params: id,
    body: { type: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  });
  const upload = await callAs(t, api.media.createUpload, owner.cookie, {});
  const uploadToken = upload.uploadURL.split('/').pop() ?? '';

  const invitedEmail = uniqueEmail('coparent');
  const { invitation } = await callAs(t, api.coParents.invite, parent.cookie, {
    params: id,
    body: { email: invitedEmail },
  });
  const invitationToken = await latestEmailToken(t.db, invitedEmail, 'co_parent_invitation');

  // A minor's profile waiting for the linked parent's approval.
  const teen = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
  await callAs(t, api.approvals.request, teen.owner.cookie, {
    params: { id: teen.player.id },
    body: { parentEmail: parent.user.email },
  });
  const approvalToken = await latestEmailToken(t.db, parent.user.email, 'parental_approval');
  const [approval] = await t.db
    .select({ id: parentalApprovalRequests.id })
    .from(parentalApprovalRequests)
    .where(eq(parentalApprovalRequests.playerId, teen.player.id));

  // A paid tier, for the admin tier routes (prices, Stripe sync).
  const [paidTier] = await t.db
    .select({ id: subscriptionTiers.id })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.name, 'first_line'));
  // A guest's open checkout of the local test checkout (the app under test has no Stripe keys).
  const checkout = await callAs(t, api.billing.createCheckoutSession, '', {
    body: { tierId: paidTier?.id ?? '', billingCycle: 'monthly' },
  });
  const checkoutSessionId = checkout.url.split('/').pop() ?? '';

  // A conversation about the player, reported by the player, for the thread and report routes.
  await callAs(t, api.messaging.recruiterProfile.update, sessions.RECRUITER, {
    body: { orgName: 'World College', division: 'D3', programGender: 'men' },
  });
  await markRecruiterVerified(t, recruiter.user.id);
  const { conversation } = await callAs(t, api.messaging.conversations.start, sessions.RECRUITER, {
    body: { playerId: player.id, body: 'World message' },
  });
  const { report } = await callAs(t, api.messaging.conversations.report, owner.cookie, {
    params: { id: conversation.id },
    body: { reason: 'World report' },
  });

  // A spare account for the admin routes on one user: they reset its password, change its role, suspend it
  // (the matrix posts {} to suspend as ADMIN), so it is nobody whose session the world uses.
  const spare = await createUser(t.db, { role: 'PLAYER', name: 'Spare Player', emailVerified: false });

  // An applicant for the admin queue's routes (verify, reject), and a directory program.
  const applicant = await signIn(t, 'RECRUITER', 'Applicant Coach');
  await callAs(t, api.messaging.recruiterProfile.update, applicant.cookie, {
    body: { programKind: 'junior', programLevel: 'ushl', orgName: 'World Juniors' },
  });
  const [program] = await t.db.select({ id: ncaaPrograms.id }).from(ncaaPrograms).limit(1);

  const ids: Record<string, string> = {
    'players/:id': player.id,
    'recruiters/:userId': applicant.user.id,
    'ncaa-programs/:id': program?.id ?? '',
    'goals/:goalId': goal.id,
    'upcoming-events/:eventId': showcase.id,
    'parents/:parentUserId': parent.user.id,
    'lists/:id': list.id,
    'lists/:listId': list.id,
    'items/:playerId': player.id,
    'schedule-events/:id': event.id,
    'team-history/:id': entry.id,
    'media/:id': media.id,
    'uploads/:token': uploadToken,
    'features/:userId': owner.user.id,
    'tiers/:id': paidTier?.id ?? '',
    'invitations/:id': invitation.id,
    'invitations/:token': invitationToken,
    'by-id/:id': invitation.id,
    'pending-approvals/:id': approval?.id ?? '',
    'validate/:token': approvalToken,
    'approve/:token': approvalToken,
    'approval/:token': approvalToken,
    // Admin routes on one user act on the spare account; the parent details dialog only reads the parent.
    'users/:id': spare.id,
    'parents/:id': parent.user.id,
    'checkout-sessions/:sessionId': checkoutSessionId,
    'test-checkout/:sessionId': checkoutSessionId,
    'conversations/:id': conversation.id,
    'message-reports/:id': report.id,
  };
  return {
    sessions,
    owner,
    parent,
    ids,
    fill: (url) => fillWith(ids, url, () => crypto.randomUUID()),
  };
}
