import type { LightMyRequestResponse } from 'fastify';
import { type EndpointBody, type EndpointSpec, fillPath } from '#common/api/define.ts';
import { checkAnswer } from './api-json.ts';
import { withTestApp } from './with-test-app.ts';

/**
 * The setup of an auth API test file: the app with a login limit of 3 tries per e-mail and address (so
 * the limit tests reach it), `api`, its requester (`api.call` through the contract, D283), and `post`, a
 * call of a POST endpoint with headers of its own (a user agent, an Origin), which a call through the
 * contract does not send: the path is filled from the endpoint and the answer checked against it.
 */
export function authApp() {
  const { t, api } = withTestApp({
    limits: { login: { perPair: 3, perIp: 50, perAccount: 100, windowMs: 60_000 } },
  });
  const post = async <E extends EndpointSpec>(
    endpoint: E,
    body: EndpointBody<E>,
    headers: Record<string, string>,
  ): Promise<LightMyRequestResponse> => {
    const url = fillPath(endpoint, undefined);
    const res = await t.app.inject({ method: endpoint.method, url, payload: body as object, headers });
    checkAnswer(endpoint, `${endpoint.method} ${url}`, res);
    return res;
  };
  return { t, api, post };
}
