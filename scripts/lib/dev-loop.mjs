// How `npm run dev` starts its two processes (scripts/start.mjs --dev), as plain data so a test can
// check it without starting anything.
//
// next dev forwards /api to the API server from 127.0.0.1, so the API sees every proxied request as a
// loopback client, and next passes a client's own X-Forwarded-For through unchanged (it only fills it
// in when absent), so the API cannot learn the real address either. The dev routes (`/api/dev/*`:
// the mailbox hands out e-mail codes) answer loopback clients only; so the loop listens on loopback
// unless HOST asks otherwise, and then refuses LOCAL_MODE unless LOCAL_MODE_FORCE says the whole
// network may use the dev routes.

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);

/** The server's boolean env words (server/config.ts): true/false/1/0/yes/no/on/off; unset or blank → `fallback`. */
function flag(value, fallback) {
  return value === undefined || value.trim() === '' ? fallback : TRUE_WORDS.has(value.trim().toLowerCase());
}

/** True for a listen address only this machine can reach (the same rule as server/config.ts isLoopbackHost; a test keeps them equal). */
export function isLoopbackHost(host) {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/**
 * The dev loop's plan from the environment: next dev's arguments and environment, the API server's
 * environment, and a refusal (a message; start nothing) or a warning to print.
 */
export function devLoopPlan({ env, port, apiPort }) {
  const host = env.HOST?.trim() || '127.0.0.1';
  const localMode = flag(env.LOCAL_MODE, true);
  const exposed = !isLoopbackHost(host);
  const forced = flag(env.LOCAL_MODE_FORCE, false);
  return {
    host,
    url: `http://${exposed ? host : 'localhost'}:${port}`,
    nextArgs: ['dev', '--port', String(port), '--hostname', host],
    nextEnv: { KINBO_DEV_API: `http://127.0.0.1:${apiPort}` },
    // Only next dev talks to the API: it listens on loopback whatever HOST says.
    apiEnv: { HOST: '127.0.0.1', LOCAL_MODE: localMode ? 'true' : 'false' },
    refusal:
      exposed && localMode && !forced
        ? `npm run dev: HOST=${host} lets other machines reach next dev, which forwards /api from 127.0.0.1, so every one of them would pass the loopback check of /api/dev/* (the e-mail code mailbox). Use LOCAL_MODE=false, or LOCAL_MODE_FORCE=true to open the dev routes to that network on purpose.`
        : null,
    warning: exposed && localMode && forced ? `LOCAL_MODE_FORCE: /api/dev/* (the e-mail code mailbox) answers every device that reaches ${host}:${port}` : null,
  };
}
