import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MAIN, REPORT } from '../../shared/contract/endpoints/main';
import { USER } from '../../shared/contract/endpoints/user';
import { useTestServer } from '../test/harness';
import { AppError, ErrorCode } from './errors';
import { reply, route } from './route';
import type { AppEnv } from './route-context';

/** route(): the endpoint's schema checks the request; failures are thrown and the app's onError answers them. */
const server = useTestServer();

describe('route', () => {
  it('checks a GET query with the endpoint schema: code 10001, the field named, HTTP 200', async () => {
    const { token } = await server.registerUser();
    const answer = await server.api.get(REPORT.info.path, { id: 'abc' }, { token });
    expect(answer).toMatchObject({ status: 200, code: ErrorCode.INVALID_INPUT, msg: 'The field "id" has an invalid value', data: null });
    const missing = await server.api.get(REPORT.info.path, {}, { token });
    expect(missing).toMatchObject({ status: 200, code: ErrorCode.INVALID_INPUT, msg: 'The field "id" is required', data: null });
  });

  it('checks a POST body with the endpoint schema, after the middleware (the session first)', async () => {
    const noSession = await server.api.post(USER.resetPassword.path, 'not json', { raw: true });
    expect(noSession).toMatchObject({ status: 200, code: ErrorCode.TOKEN_INVALID, data: null });
    const { token } = await server.registerUser();
    const notJson = await server.api.post(USER.resetPassword.path, 'not json', { raw: true, token });
    expect(notJson).toMatchObject({ status: 200, code: ErrorCode.INVALID_INPUT, msg: 'The request body must be a JSON object', data: null });
    const empty = await server.api.post(USER.resetPassword.path, '', { raw: true, token });
    expect(empty).toMatchObject({ status: 200, code: ErrorCode.INVALID_INPUT, data: null });
    expect(empty.msg).not.toBe('The request body must be a JSON object');
  });

  it('answers what the handler answers, with the message it gives', async () => {
    const login = await server.api.post<{ Token: string }>(USER.login.path, { email: 'nobody@example.com', password: 'A'.repeat(32) });
    expect(login).toMatchObject({ status: 200, code: ErrorCode.LOGIN_FAILED, data: null });
    const config = await server.api.get(MAIN.config.path);
    expect(config).toMatchObject({ status: 200, code: 0, msg: 'Success' });
  });

  it('leaves an AppError to the app: its envelope, HTTP 200', async () => {
    const { services } = server.app;
    const list = services.coins.list;
    services.coins.list = async () => {
      throw new AppError(ErrorCode.NOT_FOUND, 'not_found');
    };
    try {
      const response = await server.app.request(MAIN.coinList.path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: 'Not found', data: null, server_time: server.clock.now().getTime() });
    } finally {
      services.coins.list = list;
    }
  });

  it('leaves an unexpected error to the app: 50000, HTTP 500, no detail', async () => {
    const { services } = server.app;
    const list = services.coins.list;
    services.coins.list = async () => {
      throw new Error('secret detail');
    };
    try {
      const response = await server.app.request(MAIN.coinList.path);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ code: 50000, msg: 'Internal server error, please try again later', data: null, server_time: server.clock.now().getTime() });
    } finally {
      services.coins.list = list;
    }
  });

  it('takes only answers of the endpoint response type (checked by tsc)', () => {
    const app = new Hono<AppEnv>();
    // @ts-expect-error the coin list answers CoinEntry[], not a string
    route(app, MAIN.coinList, async () => 'prices');
    // @ts-expect-error nor a string with a message
    route(app, MAIN.coinList, async () => reply('prices', 'success'));
    route(app, MAIN.coinList, async () => reply([], 'success'));
    expect(app.routes.map((r) => `${r.method} ${r.path}`)).toEqual(Array(3).fill(`GET ${MAIN.coinList.path}`));
  });
});
