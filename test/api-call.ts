import type { LightMyRequestResponse } from 'fastify';
import { type EndpointInput, type EndpointSpec, fillPath, queryString } from '#common/api/define.ts';
import { checkAnswer } from './api-json.ts';
import type { TestApp } from './test-app.ts';

/**
 * An API test's request through the contract, as the client makes it (client/lib/api.ts): the path is
 * the endpoint's, filled from `params`; `params`, `query` and `body` are typed by the endpoint's zod input.
 *
 *     await api.call(contract.players.goals.create, { params: { id }, body: { goal: 'D1' }, cookie });
 *
 * A test that sends input the contract refuses (the 400 answers) says so: `bodyRaw` instead of `body`,
 * `queryRaw` instead of `query`, each sent as given. A malformed path (a bad id) is not a call of an
 * endpoint: those tests keep the string requester (`api.get('/api/players/not-a-uuid')`).
 */
export type CallInput<E extends EndpointSpec> = { cookie?: string } & (
  | EndpointInput<E>
  | (Omit<EndpointInput<E>, 'body'> & { bodyRaw: unknown })
  | (Omit<EndpointInput<E>, 'query'> & { queryRaw: Record<string, unknown> })
);

type Sent = {
  cookie?: string;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  queryRaw?: Record<string, unknown>;
  body?: unknown;
  bodyRaw?: unknown;
};

/** The call function of a requester (test/players-kit.ts): answers are checked against the contract. */
export function endpointCaller(t: TestApp) {
  return async <E extends EndpointSpec>(
    endpoint: E,
    input: CallInput<E>,
  ): Promise<LightMyRequestResponse> => {
    const sent = input as Sent;
    const url = fillPath(endpoint, sent.params) + queryString(sent.query ?? sent.queryRaw);
    const payload = 'bodyRaw' in sent ? sent.bodyRaw : sent.body;
    const res = await t.app.inject({
      method: endpoint.method,
      url,
      headers: sent.cookie ? { cookie: sent.cookie } : {},
      ...(payload !== undefined && { payload: payload as object }),
    });
    checkAnswer(endpoint, `${endpoint.method} ${url}`, res);
    return res;
  };
}
