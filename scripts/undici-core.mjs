// undici for the bundle (scripts/bundle.mjs resolves `undici` here for pagegate's code and
// @actions/http-client): what they take from it, without what undici's index.js loads beside
// (fetch, WebSocket, EventSource, the cache stores, cookies, the mocks and the interceptors: 0.36 MB
// that node would compile before the action's first request). An ES module, so an import of any
// other name from 'undici' fails the build instead of being undefined at run time: add it here.
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';
import api from 'undici/lib/api/index.js';
import util from 'undici/lib/core/util.js';
import errors from 'undici/lib/core/errors.js';
import dispatchers from 'undici/lib/global.js';

export { default as Agent } from 'undici/lib/dispatcher/agent.js';
export { default as ProxyAgent } from 'undici/lib/dispatcher/proxy-agent.js';
export { default as buildConnector } from 'undici/lib/core/connect.js';

// As undici's index.js does: a dispatcher's request() and the other calls are its api's.
Object.assign(Dispatcher.prototype, api);

/** index.js's `makeDispatcher(api.request)`, for the one call shape pagegate uses: a URL and options. */
export function request(url, opts = {}) {
  const { agent, dispatcher = dispatchers.getGlobalDispatcher(), ...rest } = opts;
  if (agent) throw new errors.InvalidArgumentError('unsupported opts.agent. Did you mean opts.client?');
  const target = util.parseURL(url);
  return api.request.call(dispatcher, {
    ...rest,
    origin: target.origin,
    path: target.search ? `${target.pathname}${target.search}` : target.pathname,
    method: opts.method || (opts.body ? 'PUT' : 'GET'),
  });
}
