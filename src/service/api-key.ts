/** The key: a request's workspace from its one `Authorization: Bearer` header. */
import { ApiError } from './api-error.js';
import { workspaceId, type Workspace } from './plans.js';

/**
 * Neither message repeats what was sent: it may be a real key sent to the wrong service. Node keeps
 * only the first of several Authorization headers; a proxy in front may keep the last, so two are
 * refused rather than read one way here and another way there.
 */
export function authenticate(workspaces: ReadonlyMap<string, Workspace>, headers: string[] | undefined): Workspace {
  if (headers && headers.length > 1)
    throw new ApiError('ambiguous_credentials', 'send one Authorization header, not several');
  const key = /^Bearer\s+(\S+)\s*$/i.exec(headers?.[0] ?? '')?.[1];
  if (!key) throw new ApiError('unauthorized', 'missing API key: send Authorization: Bearer <key>');
  const workspace = workspaces.get(workspaceId(key));
  if (!workspace) throw new ApiError('unauthorized', 'the API key was not recognised');
  return workspace;
}
