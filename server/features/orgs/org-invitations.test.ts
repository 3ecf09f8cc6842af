import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type EndpointBody, api as endpoints } from '#common/api/index.ts';
import { TERMS_VERSION } from '#common/terms.ts';
import { auditLogs, organizations, orgInvitations, orgMembers, users } from '#server/db/schema/index.ts';
import { createUser } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import { expireOrgInvitation, type OrgWorld, orgWorld } from '#test/org-members-kit.ts';
import { signInAs } from '#test/parents-kit.ts';
import { issuesByPath, type SignedIn, signIn } from '#test/players-kit.ts';
import { latestEmailToken, sessionCookie, uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { orgs } = endpoints;

let admin: SignedIn;
let world: OrgWorld;

beforeAll(async () => {
  admin = await signIn(t, 'ADMIN', 'Ada Admin');
  world = await orgWorld(t, { name: 'Invite Club' });
});

const NEW_ACCOUNT = {
  name: 'Nina Newcomer',
  password: 'a strong new password',
  acceptTerms: true,
  termsVersion: TERMS_VERSION,
};

/** A staff invitation to a fresh address, with its e-mailed token. */
type Invite = EndpointBody<typeof endpoints.orgs.members.invite>;

async function staffInvitation(scopes: Invite['scopes'] = ['roster'], email = uniqueEmail('invitee')) {
  const res = await api.call(endpoints.orgs.members.invite, {
    params: { orgId: world.org.id },
    cookie: world.owner.cookie,
    body: { email, role: 'ORG_STAFF', scopes },
  });
  const { invitation } = json(orgs.members.invite, res, 201);
  return { email, invitation, token: await latestEmailToken(t.db, email, 'org_invitation') };
}

/** A new organization created by the admin, with its owner invitation's token. */
async function ownerInvitation(name: string, ownerEmail = uniqueEmail('owner')) {
  const res = await api.call(endpoints.orgs.adminCreate, {
    cookie: admin.cookie,
    body: { name, type: 'club', ownerEmail },
  });
  const { organization } = json(orgs.adminCreate, res, 201);
  return { organization, ownerEmail, token: await latestEmailToken(t.db, ownerEmail, 'org_invitation') };
}

// Some bodies are refused on purpose (a short password, terms not accepted): the body is sent as given.
const accept = (token: string, opts: { cookie?: string; payload?: unknown } = {}) =>
  api.call(endpoints.orgs.invitations.accept, {
    params: { token },
    cookie: opts.cookie,
    bodyRaw: opts.payload,
  });

describe('GET /api/org-invitations/:token', () => {
  it('shows the invitation to the token holder, without a session', async () => {
    const { email, token } = await staffInvitation(['verification']);
    const res = await api.call(endpoints.orgs.invitations.details, { params: { token } });
    expect(json(orgs.invitations.details, res, 200)).toEqual({
      organizationName: 'Invite Club',
      organizationType: 'club',
      organizationSlug: world.org.slug,
      email,
      role: 'ORG_STAFF',
      scopes: ['verification'],
      asOwner: false,
      inviterName: 'Olive Owner',
      status: 'pending',
      expiresAt: expect.any(String),
      accountExists: false,
    });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('says whether the invited address already has an account', async () => {
    const existing = await createUser(t.db, { role: 'ORG_STAFF' });
    const { token } = await staffInvitation([], existing.email);
    expect(
      json(
        orgs.invitations.details,
        await api.call(endpoints.orgs.invitations.details, { params: { token } }),
        200,
      ).accountExists,
    ).toBe(true);
  });

  it('answers 404 for an unknown link and 410 once expired; an accepted one says accepted', async () => {
    const unknown = await api.call(endpoints.orgs.invitations.details, { params: { token: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(404);
    expect(errorJson(unknown).message).toBe('This invitation link is invalid or has been cancelled.');

    const expired = await staffInvitation();
    await expireOrgInvitation(t, expired.invitation.id);
    const gone = await api.call(endpoints.orgs.invitations.details, { params: { token: expired.token } });
    expect(gone.statusCode).toBe(410);
    expect(errorJson(gone).code).toBe('TOKEN_EXPIRED');

    const done = await staffInvitation();
    expect((await accept(done.token, { payload: NEW_ACCOUNT })).statusCode).toBe(200);
    const details = json(
      orgs.invitations.details,
      await api.call(endpoints.orgs.invitations.details, { params: { token: done.token } }),
      200,
    );
    expect(details.status).toBe('accepted');
  });
});

describe('POST /api/org-invitations/:token/accept', () => {
  it('creates a verified account from the link, signs it in, and makes it a member', async () => {
    const { email, token, invitation } = await staffInvitation(['roster']);
    const res = await accept(token, { payload: NEW_ACCOUNT });
    const body = json(orgs.invitations.accept, res, 200);
    expect(body).toMatchObject({
      message: 'Welcome to Invite Club.',
      organization: { id: world.org.id },
      membership: { role: 'ORG_STAFF', scopes: ['roster'], isOwner: false },
    });
    const cookie = sessionCookie(res);
    const mine = json(orgs.mine, await api.call(endpoints.orgs.mine, { cookie }), 200);
    expect(mine.organization?.id).toBe(world.org.id);
    expect(mine.membership).toEqual({ role: 'ORG_STAFF', scopes: ['roster'], isOwner: false });

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      name: 'Nina Newcomer',
      role: 'ORG_STAFF',
      emailVerified: true,
      termsVersion: TERMS_VERSION,
    });
    expect(user!.passwordHash).not.toContain('a strong new password');
    const [row] = await t.db.select().from(orgInvitations).where(eq(orgInvitations.id, invitation.id));
    expect(row).toMatchObject({ status: 'accepted', acceptedByUserId: user!.id });
    const events = await t.db.select().from(auditLogs).where(eq(auditLogs.userId, user!.id));
    expect(events.map((e) => e.eventType).sort()).toEqual([
      'org_member_joined',
      'terms_accepted',
      'user_created',
    ]);

    // The new account logs in with its password.
    const login = await api.call(endpoints.auth.login, { body: { email, password: NEW_ACCOUNT.password } });
    expect(login.statusCode).toBe(200);
  });

  it("makes the owner's invitee the organization's owner, with an existing organization account", async () => {
    const ownerEmail = uniqueEmail('owner');
    const owner = await signInAs(t, 'ORG_STAFF', ownerEmail, { name: 'Otto Owner' });
    const { organization, token } = await ownerInvitation('Owned Club', ownerEmail);
    // The browser sends `{}` for "no body".
    const res = await accept(token, { cookie: owner.cookie, payload: {} });
    expect(json(orgs.invitations.accept, res, 200).membership).toEqual({
      role: 'ORG_ADMIN',
      scopes: ['roster', 'verification'],
      isOwner: true,
    });
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, organization.id));
    expect(org!.ownerUserId).toBe(owner.user.id);
    const [user] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(user!.role).toBe('ORG_ADMIN');
    const members = json(
      orgs.members.list,
      await api.call(endpoints.orgs.members.list, {
        params: { orgId: organization.id },
        cookie: owner.cookie,
      }),
      200,
    );
    expect(members.members).toEqual([
      expect.objectContaining({
        userId: owner.user.id,
        name: 'Otto Owner',
        isOwner: true,
        role: 'ORG_ADMIN',
      }),
    ]);
    // The owner may now edit the profile.
    const patch = await api.call(endpoints.orgs.update, {
      params: { orgId: organization.id },
      cookie: owner.cookie,
      body: { city: 'Halifax' },
    });
    expect(patch.statusCode).toBe(200);
    const listed = json(
      orgs.adminList,
      await api.call(endpoints.orgs.adminList, { cookie: admin.cookie }),
      200,
    );
    expect(listed.organizations.find((o) => o.id === organization.id)).toMatchObject({
      ownerName: 'Otto Owner',
      pendingOwnerEmail: null,
      members: 1,
    });
  });

  it('answers 409 on replay of an accepted link, and 410 once expired', async () => {
    const { token } = await staffInvitation();
    expect((await accept(token, { payload: NEW_ACCOUNT })).statusCode).toBe(200);
    const replay = await accept(token, { payload: { ...NEW_ACCOUNT, name: 'Second Try' } });
    expect(replay.statusCode).toBe(409);
    expect(errorJson(replay).message).toBe('This invitation has already been accepted.');

    const late = await staffInvitation();
    await expireOrgInvitation(t, late.invitation.id);
    const expired = await accept(late.token, { payload: NEW_ACCOUNT });
    expect(expired.statusCode).toBe(410);
    const [user] = await t.db.select().from(users).where(eq(users.email, late.email));
    expect(user).toBeUndefined();
  });

  it('answers 404 for a cancelled link', async () => {
    const { token, invitation } = await staffInvitation();
    await api.call(endpoints.orgs.members.cancelInvitation, {
      params: { orgId: world.org.id, invitationId: invitation.id },
      cookie: world.owner.cookie,
    });
    const res = await accept(token, { payload: NEW_ACCOUNT });
    expect(res.statusCode).toBe(404);
    expect(errorJson(res).message).toBe('This invitation link is invalid or has been cancelled.');
  });

  it('refuses a signed-in account with another address (403), and leaves the invitation open', async () => {
    const { token, invitation } = await staffInvitation();
    const wrong = await signIn(t, 'ORG_STAFF');
    const res = await accept(token, { cookie: wrong.cookie });
    expect(res.statusCode).toBe(403);
    expect(errorJson(res).message).toBe('This invitation was sent to a different email address.');
    const [row] = await t.db.select().from(orgInvitations).where(eq(orgInvitations.id, invitation.id));
    expect(row!.status).toBe('pending');
    const member = await t.db.select().from(orgMembers).where(eq(orgMembers.userId, wrong.user.id));
    expect(member).toHaveLength(0);
  });

  it('refuses a family account with the invited address (409, saying why)', async () => {
    // Invited while the address had no account; a parent account was made with it since.
    const { token, email } = await staffInvitation();
    const parent = await signInAs(t, 'PARENT', email);
    const res = await accept(token, { cookie: parent.cookie });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toContain('registered as a parent account');
    const [user] = await t.db.select().from(users).where(eq(users.id, parent.user.id));
    expect(user!.role).toBe('PARENT');
  });

  it('sends the invitation to an existing family account, and the invitee learns the conflict at the link', async () => {
    const parent = await signIn(t, 'PARENT');
    const { token, invitation } = await staffInvitation([], parent.user.email);
    expect(invitation.status).toBe('pending');
    expect(
      json(
        orgs.invitations.details,
        await api.call(endpoints.orgs.invitations.details, { params: { token } }),
        200,
      ).accountExists,
    ).toBe(true);
    const res = await accept(token, { cookie: parent.cookie });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res)).toEqual({
      code: 'CONFLICT',
      message:
        'This address is registered as a parent account, and organization accounts are separate. Ask the organization to invite another email address.',
    });
    // Signed out, the link asks them to log in rather than make a second account.
    const signedOut = await accept(token, { payload: NEW_ACCOUNT });
    expect(signedOut.statusCode).toBe(409);
    expect(errorJson(signedOut).message).toBe('An account with this email already exists. Log in to accept.');
    const [row] = await t.db.select().from(orgInvitations).where(eq(orgInvitations.id, invitation.id));
    expect(row!.status).toBe('pending');
    const [user] = await t.db.select().from(users).where(eq(users.id, parent.user.id));
    expect(user!.role).toBe('PARENT');
  });

  it('sends the invitation to a member of another organization, who learns the conflict at the link', async () => {
    const other = await orgWorld(t, { name: 'Rival Club' });
    const { token } = await staffInvitation([], other.staff.user.email);
    const res = await accept(token, { cookie: other.staff.cookie });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toContain('Your account is already a member of Rival Club');
  });

  it('refuses an account that already belongs to another organization (409)', async () => {
    const other = await orgWorld(t, { name: 'First Club' });
    const email = uniqueEmail('twice');
    const { token } = await staffInvitation([], email);
    // They joined another organization after this invitation was sent.
    const joined = await signInAs(t, 'ORG_STAFF', email);
    await t.db.insert(orgMembers).values({
      organizationId: other.org.id,
      userId: joined.user.id,
      role: 'ORG_STAFF',
      acceptedAt: new Date(),
    });
    const res = await accept(token, { cookie: joined.cookie });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toContain('already a member of First Club');
    const rows = await t.db
      .select()
      .from(orgMembers)
      .where(and(eq(orgMembers.userId, joined.user.id), eq(orgMembers.organizationId, world.org.id)));
    expect(rows).toHaveLength(0);
  });

  it('signed out: 409 when the address has an account (log in instead), 401 without a body', async () => {
    const existing = await createUser(t.db, { role: 'ORG_STAFF' });
    const { token } = await staffInvitation([], existing.email);
    const taken = await accept(token, { payload: NEW_ACCOUNT });
    expect(taken.statusCode).toBe(409);
    expect(errorJson(taken).message).toBe('An account with this email already exists. Log in to accept.');
    expect(taken.cookies.find((c) => c.name.endsWith('rs_session'))).toBeUndefined();
    const bare = await accept(token);
    expect(bare.statusCode).toBe(401);
    // With the account's session it works.
    const signed = await api.call(endpoints.auth.login, {
      bodyRaw: { email: existing.email, password: existing.password },
    });
    const ok = await accept(token, { cookie: sessionCookie(signed) });
    expect(json(orgs.invitations.accept, ok, 200).membership.role).toBe('ORG_STAFF');
  });

  it('answers 400 for a bad new-account body (short password, terms not accepted, unknown fields)', async () => {
    const { token } = await staffInvitation();
    const short = await accept(token, { payload: { ...NEW_ACCOUNT, password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(issuesByPath(short).password).toBe('Password must be at least 8 characters');
    const terms = await accept(token, { payload: { ...NEW_ACCOUNT, acceptTerms: false } });
    expect(terms.statusCode).toBe(400);
    const extra = await accept(token, { payload: { ...NEW_ACCOUNT, role: 'ADMIN' } });
    expect(extra.statusCode).toBe(400);
    const noName = await accept(token, { payload: { ...NEW_ACCOUNT, name: ' ' } });
    expect(noName.statusCode).toBe(400);
    // The invitation is still open after all of these.
    expect((await accept(token, { payload: NEW_ACCOUNT })).statusCode).toBe(200);
  });

  it('an accepted staff member without the admin permission cannot invite or edit (403)', async () => {
    const { token } = await staffInvitation(['verification']);
    const cookie = sessionCookie(await accept(token, { payload: NEW_ACCOUNT }));
    const res = await api.call(endpoints.orgs.members.invite, {
      params: { orgId: world.org.id },
      cookie,
      body: { email: uniqueEmail(), role: 'ORG_STAFF' },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await api.call(endpoints.orgs.dashboard, { params: { orgId: world.org.id }, cookie })).statusCode,
    ).toBe(200);
  });
});
