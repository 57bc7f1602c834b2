'use strict';
// undici for the bundle (scripts/bundle.mjs resolves `undici` here for every importer but those
// named there): what pagegate's code and @actions/http-client take from it, without what undici's
// index.js loads beside (fetch, WebSocket, EventSource, the cache stores, cookies, the mocks and the
// interceptors: 0.7 MB that node would compile before the action's first request). The `request`
// below is index.js's own `makeDispatcher(api.request)`, for the one call shape pagegate uses.
const Dispatcher = require('undici/lib/dispatcher/dispatcher');
const api = require('undici/lib/api');
const util = require('undici/lib/core/util');
const { InvalidArgumentError } = require('undici/lib/core/errors');
const { getGlobalDispatcher } = require('undici/lib/global');

Object.assign(Dispatcher.prototype, api);

module.exports.Agent = require('undici/lib/dispatcher/agent');
module.exports.ProxyAgent = require('undici/lib/dispatcher/proxy-agent');
module.exports.buildConnector = require('undici/lib/core/connect');
module.exports.request = (url, opts = {}) => {
  const { agent, dispatcher = getGlobalDispatcher(), ...rest } = opts;
  if (agent) throw new InvalidArgumentError('unsupported opts.agent. Did you mean opts.client?');
  const target = util.parseURL(url);
  return api.request.call(dispatcher, {
    ...rest,
    origin: target.origin,
    path: target.search ? `${target.pathname}${target.search}` : target.pathname,
    method: opts.method || (opts.body ? 'PUT' : 'GET'),
  });
};
