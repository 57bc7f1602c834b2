export const id = 257;
export const ids = [257];
export const modules = {

/***/ 48257:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishComment: () => (/* binding */ publishComment)
});

// EXTERNAL MODULE: ./lib/report/markdown.js + 8 modules
var markdown = __webpack_require__(22358);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(63251);
;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
// pkg/dist-src/index.js


// pkg/dist-src/version.js
var VERSION = "0.0.0-development";

// pkg/dist-src/wrap-request.js
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}

// pkg/dist-src/generated/triggers-notification-paths.js
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];

// pkg/dist-src/route-matcher.js
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}

// pkg/dist-src/index.js
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = light,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;


// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
;// CONCATENATED MODULE: ./lib/github/octokit.js
/**
 * The Octokit that @actions/github builds (`getOctokit`, honouring GITHUB_API_URL) with Octokit's
 * own plugins for GitHub's documented limits, and what its errors carry. Octokit throws a
 * RequestError with `status` and `response.headers`; a network failure arrives as one too, with
 * status 500 but no response, so it has no status here.
 */






/**
 * GitHub's rate limits: a primary one (`x-ratelimit-remaining: 0`) clears at `x-ratelimit-reset`,
 * a secondary one after `retry-after` seconds (a minute when absent); the throttling plugin reads
 * both. A comment is not worth holding the job for the hour a primary limit may last, so a run
 * waits at most twice, a minute at most each time, and then warns.
 */
const RATE_LIMIT = { waits: 2, maxWaitSeconds: 60 };
/** A 5xx or a lost connection is asked twice more, after 1 s and 4 s (the retry plugin's (n+1)² s). */
const SERVER_RETRIES = 2;
/**
 * The retry plugin's own list plus 429: a 403 or 429 is either a rate limit, which is the
 * throttling plugin's to wait out (by its headers, not by blind backoff), or a refusal.
 */
const NOT_RETRIED = [400, 401, 403, 404, 410, 422, 429, 451];
function githubClient(token, options = {}) {
    const second = options.secondMs ?? 1000;
    let waits = 0;
    const mayWait = (retryAfterSeconds) => {
        if (waits >= RATE_LIMIT.waits || retryAfterSeconds > RATE_LIMIT.maxWaitSeconds)
            return false;
        waits++;
        return true;
    };
    const throttle = {
        onRateLimit: mayWait,
        onSecondaryRateLimit: mayWait,
        retryAfterBaseValue: second,
        // GitHub asks for a second between writes; the plugin also keeps 3 s between writes that notify.
        write: new light.Group({ maxConcurrent: 1, minTime: second }),
        notifications: new light.Group({ maxConcurrent: 1, minTime: 3 * second }),
    };
    const retries = { retries: SERVER_RETRIES, retryAfterBaseValue: second, doNotRetry: NOT_RETRIED };
    // Plugins wrap in order, so throttling (last) sees an answer after the retry plugin gave up on it.
    return (0,github/* getOctokit */.Q)(token, { ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}), throttle, retry: retries }, dist_bundle/* retry */.L, throttling);
}
/** What a RequestError carries; a network failure has no `response`. */
const RequestFailure = schemas/* object */.Ikc({
    status: schemas/* number */.aig().optional().catch(undefined),
    response: schemas/* object */.Ikc({
        headers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).catch({}),
        data: schemas/* object */.Ikc({ message: schemas/* string */.YjP() }).optional().catch(undefined),
    })
        .optional()
        .catch(undefined),
});
function failureOf(error) {
    const fields = RequestFailure.safeParse(error);
    const { status, response } = fields.success ? fields.data : {};
    return {
        status: response && status !== undefined && status > 0 ? status : null,
        message: (0,errors/* describe */.q0)(response?.data?.message ?? error),
        headers: headersOf(response?.headers ?? {}),
    };
}
function headersOf(raw) {
    return Object.fromEntries(Object.entries(raw).map(([name, value]) => [
        name.toLowerCase(),
        typeof value === 'string' || typeof value === 'number' ? String(value) : undefined,
    ]));
}
//# sourceMappingURL=octokit.js.map
;// CONCATENATED MODULE: ./lib/github/comment-warning.js
/**
 * The one-line warning for a comment GitHub would not take: why, and what fixes it. The verdict
 * never depends on it; the job summary always has the results.
 */

const SUMMARY_STILL = 'the job summary has the results';
const PERMISSION_FIX = 'give the job `permissions: pull-requests: write`, or for pull requests from forks (whose token is ' +
    'read-only) use the fork-safe pull_request + workflow_run pair from the README';
/** `issueNumber` is null while the PR is still being looked up. */
function commentWarning(error, where) {
    const failure = failureOf(error);
    const pr = where.issueNumber === null
        ? `the PR of this run in ${where.owner}/${where.repo}`
        : `PR #${where.issueNumber} of ${where.owner}/${where.repo}`;
    const answer = `${failure.status}: ${failure.message}`;
    if (isRateLimit(failure)) {
        return (`comment: GitHub's rate limit (${answer}) did not clear within ${RATE_LIMIT.waits} waits of at most ` +
            `${RATE_LIMIT.maxWaitSeconds} s, so ${pr} was not commented on this run; ${SUMMARY_STILL}`);
    }
    switch (failure.status) {
        case 401:
            return (`comment: GitHub rejected the github-token (${answer}); pass a valid token in github-token; ` +
                `${SUMMARY_STILL}`);
        case 403:
            return `comment: the token may not comment on ${pr} (${answer}); ${PERMISSION_FIX}; ${SUMMARY_STILL}`;
        case 404:
            return (`comment: GitHub answered 404 for ${pr} (${failure.message}): the token cannot see it; check ` +
                `github-token, and ${PERMISSION_FIX}; ${SUMMARY_STILL}`);
        case null:
            return (`comment: could not reach GitHub (${failure.message}), so ${pr} was not commented on this run; ` +
                `${SUMMARY_STILL}`);
        default:
            return `comment: not written to ${pr} (GitHub answered ${answer}); ${SUMMARY_STILL}`;
    }
}
/** GitHub answers a rate limit with 403 or 429 and either no requests remaining or a secondary-limit message. */
function isRateLimit(failure) {
    if (failure.status !== 403 && failure.status !== 429)
        return false;
    return failure.headers['x-ratelimit-remaining'] === '0' || /\bsecondary rate limit/i.test(failure.message);
}
//# sourceMappingURL=comment-warning.js.map
;// CONCATENATED MODULE: ./lib/github/own-login.js
/**
 * Who the token writes comments as, so only our own sticky comment is ever edited. The default
 * GITHUB_TOKEN is an installation token: GET /user answers 403 for it, but GraphQL's `viewer`
 * answers (as marocchino/sticky-pull-request-comment relies on) with `github-actions`, while the
 * comments it writes carry `github-actions[bot]`. A personal token answers both.
 */

const ViewerAnswer = schemas/* object */.Ikc({ viewer: schemas/* object */.Ikc({ login: schemas/* string */.YjP().min(1) }) });
/** The identity of the default GITHUB_TOKEN, assumed when the token's own user cannot be found. */
const DEFAULT_TOKEN_LOGIN = 'github-actions[bot]';
/** With any other token, the comment written last run is not recognised as ours, so each run adds one. */
const ASSUMED_LOGIN_WARNING = `comment: the token's own user could not be found (neither GraphQL's viewer nor GET /user answered), so it ` +
    `was taken to be ${DEFAULT_TOKEN_LOGIN}, the default GITHUB_TOKEN's; ` +
    'with any other token the earlier pagegate comment is not recognised and a new one is written every run';
async function findOwnLogin(octokit) {
    try {
        const answer = ViewerAnswer.safeParse(await octokit.graphql('query { viewer { login } }'));
        if (answer.success)
            return answer.data.viewer.login;
    }
    catch {
        // Some tokens (and GitHub Enterprise setups without GraphQL) cannot ask; REST may still answer.
    }
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return data.login;
    }
    catch {
        return null;
    }
}
/** GraphQL names a bot without the `[bot]` suffix that REST adds; logins ignore case. */
function sameLogin(a, b) {
    const bare = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
    return bare(a) === bare(b);
}
//# sourceMappingURL=own-login.js.map
;// CONCATENATED MODULE: ./lib/github/comment.js
/**
 * The sticky comment: one per (PR, comment-tag), found by its hidden marker among all the PR's
 * comments and written by the token's own user, updated in place on every later run. GitHub
 * trouble becomes a `warned` outcome and never an exception: commenting never changes a verdict.
 */


/**
 * Ours: written by our user and starting with our marker. Starting with it, not just containing
 * it: another gate's comment may quote page content that holds this marker inside a code span.
 */
function isOurs(comment, marker, ownLogin) {
    if (!comment.body || !comment.user)
        return false;
    return comment.body.trimStart().startsWith(marker) && sameLogin(comment.user.login, ownLogin ?? DEFAULT_TOKEN_LOGIN);
}
async function upsertStickyComment(octokit, args) {
    if (args.policy === 'never')
        return { action: 'skipped', reason: 'comment: never' };
    const repo = { owner: args.owner, repo: args.repo };
    try {
        const existing = await findOurs(octokit, args);
        if (existing) {
            if (sameBody(existing.body ?? '', args.body))
                return { action: 'unchanged', url: existing.html_url };
            const { data } = await octokit.rest.issues.updateComment({ ...repo, comment_id: existing.id, body: args.body });
            return { action: 'updated', url: data.html_url };
        }
        if (args.policy === 'auto' && !args.wanted) {
            return {
                action: 'skipped',
                reason: `nothing failed or regressed and PR #${args.issueNumber} has no pagegate comment to update`,
            };
        }
        const { data } = await octokit.rest.issues.createComment({
            ...repo,
            issue_number: args.issueNumber,
            body: args.body,
        });
        return { action: 'created', url: data.html_url };
    }
    catch (error) {
        return { action: 'warned', warning: commentWarning(error, args) };
    }
}
/** Pages through every comment (100 a page) until ours turns up; each page's request is retried on its own. */
async function findOurs(octokit, args) {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        owner: args.owner,
        repo: args.repo,
        issue_number: args.issueNumber,
        per_page: 100,
    });
    for await (const page of pages) {
        const ours = page.data.find((comment) => isOurs(comment, args.marker, args.ownLogin));
        if (ours)
            return ours;
    }
    return null;
}
/** GitHub may hand a body back with CRLF line ends or without the final newline. */
function sameBody(stored, body) {
    const normal = (text) => text.replaceAll('\r\n', '\n').trimEnd();
    return normal(stored) === normal(body);
}
//# sourceMappingURL=comment.js.map
// EXTERNAL MODULE: ./lib/model/event-payload.js
var event_payload = __webpack_require__(28230);
;// CONCATENATED MODULE: ./lib/github/pull-request.js
/**
 * The pull request a run belongs to. PR events carry it; `workflow_run` carries it only for PRs
 * from the same repository (GitHub leaves `pull_requests` empty for forks), so it falls back to
 * the head commit and then to the fork's head branch; `push` and `deployment_status` are looked
 * up by commit SHA, an open PR first.
 */

const PR_EVENTS = new Set([
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment',
]);
async function findPullRequest(octokit, ctx) {
    const payload = event_payload/* EventPayload */.z.parse(ctx.payload);
    if (PR_EVENTS.has(ctx.eventName))
        return payload.pull_request?.number ?? null;
    switch (ctx.eventName) {
        case 'issue_comment':
            return payload.issue?.pull_request ? (payload.issue.number ?? null) : null;
        case 'workflow_run':
            return payload.workflow_run ? fromWorkflowRun(octokit, ctx.repo, payload.workflow_run) : null;
        case 'push':
            return byCommit(octokit, ctx.repo, ctx.sha);
        case 'deployment_status':
        case 'deployment':
            return byCommit(octokit, ctx.repo, payload.deployment?.sha ?? ctx.sha);
        default:
            return null;
    }
}
async function fromWorkflowRun(octokit, repo, run) {
    const listed = run.pull_requests?.[0]?.number;
    if (listed !== undefined)
        return listed;
    if (!run.head_sha)
        return null;
    return (await byCommit(octokit, repo, run.head_sha)) ?? (await byForkBranch(octokit, repo, run, run.head_sha));
}
async function byCommit(octokit, repo, sha) {
    if (!sha)
        return null;
    const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
        ...repo,
        commit_sha: sha,
        per_page: 100,
    });
    return (data.find((pr) => pr.state === 'open') ?? data[0])?.number ?? null;
}
/** A fork's commit is not in the base repository, so the commit lookup finds nothing for it. */
async function byForkBranch(octokit, repo, run, sha) {
    const owner = run.head_repository?.owner?.login;
    if (!owner || !run.head_branch)
        return null;
    const { data } = await octokit.rest.pulls.list({
        ...repo,
        state: 'open',
        head: `${owner}:${run.head_branch}`,
        per_page: 100,
    });
    return data.find((pr) => pr.head.sha === sha)?.number ?? null;
}
//# sourceMappingURL=pull-request.js.map
;// CONCATENATED MODULE: ./lib/github/pull-request-input.js
/**
 * `pull-request`: the PR named by an input, in the `workflow_run` half of the fork-safe pair. The
 * number came from an artifact the fork's run wrote, so it is trusted only when that PR's head
 * commit is the commit this run gated; otherwise the results belong to some other code, and a
 * comment would put them on a PR they do not describe.
 */

/** The commit the run gated: workflow_run's head, a PR event's head, else the run's own SHA. */
function runHeadSha(ctx) {
    const payload = event_payload/* EventPayload */.z.parse(ctx.payload);
    const head = ctx.eventName === 'workflow_run' ? payload.workflow_run?.head_sha : payload.pull_request?.head?.sha;
    return head ?? ctx.sha;
}
async function checkedPullRequest(octokit, ctx, number) {
    const { data } = await octokit.rest.pulls.get({ ...ctx.repo, pull_number: number });
    const expected = runHeadSha(ctx);
    if (data.head.sha === expected)
        return { number };
    return {
        warning: `pull-request: PR #${number}'s head is ${data.head.sha.slice(0, 7)}, but this run gated ` +
            `${expected.slice(0, 7)}; no comment, so these results never land on a PR they do not describe`,
    };
}
//# sourceMappingURL=pull-request-input.js.map
;// CONCATENATED MODULE: ./lib/github/publish.js
/**
 * Writes the sticky comment for this run: finds the PR the event belongs to and the token's own
 * user, then upserts. Every GitHub problem becomes a `warned` or `skipped` outcome: commenting
 * never changes the gate's verdict.
 */







async function publishComment(input) {
    if (input.policy === 'never')
        return { action: 'skipped', reason: 'not written (comment: never)' };
    if (!input.token)
        return {
            action: 'warned',
            warning: 'comment: no github-token, so no PR comment was written (the job summary has the results)',
        };
    const { repo } = input.context;
    if (!repo.owner || !repo.repo)
        return { action: 'skipped', reason: 'not running in a GitHub repository (GITHUB_REPOSITORY unset)' };
    const octokit = githubClient(input.token, { secondMs: input.secondMs });
    let issueNumber;
    try {
        const context = { ...input.context, repo, payload: input.context.payload };
        if (input.pullRequest) {
            const checked = await checkedPullRequest(octokit, context, input.pullRequest);
            if ('warning' in checked)
                return { action: 'warned', warning: checked.warning };
            issueNumber = checked.number;
        }
        else
            issueNumber = await findPullRequest(octokit, context);
    }
    catch (error) {
        return { action: 'warned', warning: commentWarning(error, { ...repo, issueNumber: null }) };
    }
    if (issueNumber === null)
        return {
            action: 'skipped',
            reason: `no pull request for this ${input.context.eventName} event (commit ${input.context.sha.slice(0, 7)})`,
        };
    const ownLogin = await findOwnLogin(octokit);
    const outcome = await upsertStickyComment(octokit, {
        ...repo,
        issueNumber,
        marker: (0,markdown.commentMarker)(input.tag),
        body: input.body,
        policy: input.policy,
        wanted: input.wanted,
        ownLogin,
    });
    // A comment that was not written has its own warning; the assumption matters only when GitHub answered.
    return ownLogin === null && outcome.action !== 'warned' ? { ...outcome, assumed: ASSUMED_LOGIN_WARNING } : outcome;
}
//# sourceMappingURL=publish.js.map

/***/ })

};

//# sourceMappingURL=257.index.js.map