import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Role } from '#common/enums.ts';
import type { CallerGate } from '#server/plugins/auth.ts';
import { createRouteWorld, type RouteWorld } from '#test/route-world.ts';
import { registerAndLogin } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t } = withTestApp();
let cookie: string;
/** A signed-in session per role, and a real row for every route parameter (test/route-world.ts). */
let world: RouteWorld;
let sessions: Partial<Record<Role, string>> = {};
let knownIds: string[] = [];

beforeAll(async () => {
  cookie = (await registerAndLogin(t.app)).cookie;
  world = await createRouteWorld(t);
  sessions = world.sessions;
  knownIds = [...new Set(Object.values(world.ids))];
});

const param = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('0', '-1', '%00', '..', 'null'),
);
const body = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.constantFrom('{', '[]', 'null', '"x"', '{"email":{"$gt":""}}', '{"__proto__":{"admin":true}}'),
);

describe('fuzzing every API route', () => {
  it('random bodies, params and sessions never produce a 500', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.url !== '/api/health');
    expect(routes.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        // null: the route's real rows (test/route-world.ts).
        fc.oneof(fc.constant(null), param),
        body,
        fc.boolean(),
        async (route, p, payload, signedIn) => {
          const url =
            p === null ? world.fill(route.url) : route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(p));
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: { 'content-type': 'application/json', ...(signedIn ? { cookie } : {}) },
            payload: route.method === 'GET' ? undefined : payload,
          });
          expect(res.statusCode, `${route.method} ${url} ${payload}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
        },
      ),
      { numRuns: 300 },
    );
  });
});

// ---- Schema-shaped bodies: valid in shape, so they reach the services and the database ----

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
};

/** Any string, raw code units included (NUL, lone surrogates): what a hostile client can send. */
const binary = (s: JsonSchema) =>
  fc.string({ unit: 'binary', minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'email') return fc.oneof(fc.emailAddress(), binary(s));
  if (s.format === 'uri') return fc.oneof(fc.webUrl(), binary(s));
  if (s.format === 'uuid') return fc.oneof(fc.uuid(), fc.constantFrom(...knownIds), binary(s));
  if (s.pattern) return fc.oneof(fc.stringMatching(new RegExp(s.pattern)), binary(s));
  // A NUL inside text that is otherwise valid (the class of bug that reached PostgreSQL).
  const withNul = fc
    .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
    .map(([a, b]) => `${a || 'x'}\u0000${b}`);
  return fc.oneof({ weight: 4, arbitrary: binary(s) }, { weight: 1, arbitrary: withNul });
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  // Birth years and the like: unbounded in the schema, refined to a range the fuzz should also hit.
  const min = Math.max(s.minimum ?? -1e6, -1e6);
  const max = Math.min(s.maximum ?? 1e6, 1e6);
  const any = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const [lo, hi] = [Math.max(min, 1990), Math.min(max, 2030)];
  return lo <= hi ? fc.oneof(any, fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })) : any;
}

/** A fast-check arbitrary producing values of a JSON Schema (as zod writes them for route inputs). */
function fromSchema(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map(fromSchema));
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => fromSchema({ ...s, type })));
  switch (s.type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? fromSchema(s.items) : fc.anything(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case 'object': {
      const props = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, fromSchema(v)]),
      );
      return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function sessionFor(gate: CallerGate): fc.Arbitrary<string | undefined> {
  const all = Object.values(sessions);
  if (gate === 'public') return fc.constantFrom(undefined, ...all);
  if (gate === 'user') return fc.constantFrom(...all);
  const allowed = gate.map((role) => sessions[role]).filter((c): c is string => Boolean(c));
  return fc.constantFrom(...(allowed.length ? allowed : all));
}

describe('fuzzing the write routes with schema-shaped bodies', () => {
  it('binary strings in every field of every body never produce a 500', async () => {
    const routes = t.app.apiRoutes.filter(
      // Logout would end the sessions the other requests use.
      (r) => r.body instanceof z.ZodType && r.method !== 'GET' && r.url !== '/api/auth/logout',
    );
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const main of [
      'POST /api/auth/register',
      'POST /api/auth/login',
      'POST /api/players/setup',
      'PATCH /api/players/:id',
      'POST /api/lists',
      'POST /api/players/:id/notes',
      'PUT /api/players/:id/rating',
    ]) {
      expect(urls).toContain(main);
    }
    const requests = fc.oneof(
      ...routes.map((route) => {
        const schema = z.toJSONSchema(route.body as z.ZodType, {
          io: 'input',
          unrepresentable: 'any',
        }) as JsonSchema;
        return fc.record({
          route: fc.constant({ method: route.method, url: route.url }),
          body: fromSchema(schema),
          real: fc.boolean(),
          cookie: sessionFor(route.gate),
        });
      }),
    );
    await fc.assert(
      fc.asyncProperty(requests, async ({ route, body: payload, real, cookie: session }) => {
        const url = real ? world.fill(route.url) : route.url.replace(/:[A-Za-z]+/g, randomUUID());
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: session ? { cookie: session } : {},
          payload: payload as Record<string, unknown>,
        });
        expect(
          res.statusCode,
          `${route.method} ${url} ${JSON.stringify(payload)} → ${res.body}`,
        ).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
      }),
      { numRuns: 300 },
    );
    // Real rows take most requests past validation into the services and the database.
  }, 120_000);
});

// ---- Empty and minimal bodies: what a client sends when a form has nothing, or only what is required ----

/** The smallest body a schema accepts in shape: required keys only, each at its simplest value. */
function minimalOf(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return minimalOf(choices.find((c) => c.type !== 'null') ?? choices[0]!);
  const type = Array.isArray(s.type) ? (s.type.find((x) => x !== 'null') ?? s.type[0]) : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'uri') return 'https://example.com/';
      if (s.format === 'uuid') return world.ids['players/:id'];
      if (s.pattern) return fc.sample(fc.stringMatching(new RegExp(s.pattern)), { numRuns: 1, seed: 1 })[0];
      return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return s.minimum ?? 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => minimalOf(s.items ?? {}));
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, minimalOf(s.properties?.[k] ?? {})]));
    default:
      return null;
  }
}

/** Every write route with a body schema (logout would end the sessions the other requests use). */
const writeRoutes = () =>
  t.app.apiRoutes.filter(
    (r) => r.body instanceof z.ZodType && r.method !== 'GET' && r.url !== '/api/auth/logout',
  );

describe('empty and minimal bodies on every write route', () => {
  const bodies = {
    'an empty': () => ({}),
    'a minimal': (schema: JsonSchema) => minimalOf(schema),
  };
  for (const [name, bodyFor] of Object.entries(bodies)) {
    it(`${name} body never produces a 500, whoever sends it`, async () => {
      const routes = writeRoutes();
      expect(routes.length).toBeGreaterThan(10);
      for (const route of routes) {
        const schema = z.toJSONSchema(route.body as z.ZodType, { io: 'input', unrepresentable: 'any' });
        const payload = bodyFor(schema as JsonSchema) as Record<string, unknown>;
        for (const session of [undefined, ...Object.values(sessions)]) {
          const url = world.fill(route.url);
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: session ? { cookie: session } : {},
            payload,
          });
          expect(
            res.statusCode,
            `${route.method} ${url} ${JSON.stringify(payload)} → ${res.body}`,
          ).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
        }
      }
    });
  }

  it('an empty PATCH answers 200 to the owner of the row on every PATCH route', async () => {
    // PATCH routes on rows these sessions own (an admin-only route added later has its own tests).
    const owned = [
      'players/:id',
      'schedule-events/:id',
      'team-history/:id',
      'goals/:goalId',
      'upcoming-events/:eventId',
    ];
    const ownsRow = (url: string) =>
      [...url.matchAll(/[\w-]+\/:[A-Za-z]+/g)].every((m) => owned.includes(m[0]));
    const patches = t.app.apiRoutes.filter((r) => r.method === 'PATCH' && ownsRow(r.url));
    expect(patches.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/players/:id',
        '/api/schedule-events/:id',
        '/api/team-history/:id',
        '/api/players/:id/goals/:goalId',
        '/api/players/:id/upcoming-events/:eventId',
      ]),
    );
    for (const route of patches) {
      const url = world.fill(route.url);
      // A route on the caller's own row without a parameter (PATCH /api/recruiters/me) is called by the
      // first role it admits when the player may not call it.
      const roles: readonly Role[] = Array.isArray(route.gate) ? route.gate : [];
      const first = roles[0];
      const cookie = first && !roles.includes('PLAYER') ? world.sessions[first] : world.owner.cookie;
      const res = await t.app.inject({
        method: 'PATCH',
        url,
        headers: { cookie },
        payload: {},
      });
      expect(res.statusCode, `PATCH ${url} → ${res.body}`).toBe(200);
    }
  });
});
