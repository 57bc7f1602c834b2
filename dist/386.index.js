export const id = 386;
export const ids = [386];
export const modules = {

/***/ 6386:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishComment: () => (/* binding */ publishComment)
});

// EXTERNAL MODULE: ./lib/report/markdown.js + 15 modules
var markdown = __webpack_require__(3402);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(3251);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
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
    return (0,github/* getOctokit */.Q)(token, { ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}), throttle, retry: retries }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
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
    return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name.toLowerCase(), typeof value === 'string' || typeof value === 'number' ? String(value) : undefined]));
}

;// CONCATENATED MODULE: ./lib/github/comment-warning.js
/**
 * The one-line warning for a comment GitHub would not take: why, and what fixes it. The verdict
 * never depends on it; the job summary always has the results.
 */

const SUMMARY_STILL = 'the job summary has the results';
const PERMISSION_FIX = 'give the job `permissions: pull-requests: write`, or for pull requests from forks (whose token is read-only) use the fork-safe pull_request + workflow_run pair from the README';
/** `issueNumber` is null while the PR is still being looked up. */
function commentWarning(error, where) {
    const failure = failureOf(error);
    const pr = where.issueNumber === null ? `the PR of this run in ${where.owner}/${where.repo}` : `PR #${where.issueNumber} of ${where.owner}/${where.repo}`;
    const answer = `${failure.status}: ${failure.message}`;
    if (isRateLimit(failure)) {
        return `comment: GitHub's rate limit (${answer}) did not clear within ${RATE_LIMIT.waits} waits of at most ${RATE_LIMIT.maxWaitSeconds} s, so ${pr} was not commented on this run; ${SUMMARY_STILL}`;
    }
    switch (failure.status) {
        case 401:
            return `comment: GitHub rejected the github-token (${answer}); pass a valid token in github-token; ${SUMMARY_STILL}`;
        case 403:
            return `comment: the token may not comment on ${pr} (${answer}); ${PERMISSION_FIX}; ${SUMMARY_STILL}`;
        case 404:
            return `comment: GitHub answered 404 for ${pr} (${failure.message}): the token cannot see it; check github-token, and ${PERMISSION_FIX}; ${SUMMARY_STILL}`;
        case null:
            return `comment: could not reach GitHub (${failure.message}), so ${pr} was not commented on this run; ${SUMMARY_STILL}`;
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
const ASSUMED_LOGIN_WARNING = `comment: the token's own user could not be found (neither GraphQL's viewer nor GET /user answered), so it was taken to be ${DEFAULT_TOKEN_LOGIN}, the default GITHUB_TOKEN's; ` +
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
            return { action: 'skipped', reason: `nothing failed or regressed and PR #${args.issueNumber} has no pagegate comment to update` };
        }
        const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: args.issueNumber, body: args.body });
        return { action: 'created', url: data.html_url };
    }
    catch (error) {
        return { action: 'warned', warning: commentWarning(error, args) };
    }
}
/** Pages through every comment (100 a page) until ours turns up; each page's request is retried on its own. */
async function findOurs(octokit, args) {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, { owner: args.owner, repo: args.repo, issue_number: args.issueNumber, per_page: 100 });
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

;// CONCATENATED MODULE: ./lib/github/event-payload.js
/**
 * The fields of a GitHub event payload that finding the run's pull request reads, and nothing
 * else: GitHub sends far more, and other events send other shapes. A field that is missing or has
 * another shape reads as absent, never as a failure: the run then has no PR to comment on, which
 * is a skip, not an error (an issue's number in an `issue_comment` event is no PR's).
 */

/** Absent when missing or malformed, so one odd field never spoils the fields beside it. */
const lenient = (schema) => schema.optional().catch(undefined);
const PrNumber = lenient(schemas/* number */.aig().int().positive());
const Text = lenient(schemas/* string */.YjP().min(1));
const Numbered = schemas/* object */.Ikc({ number: PrNumber });
/** `pull_requests` lists only PRs from the same repository: GitHub leaves it empty for forks. */
const WorkflowRun = schemas/* object */.Ikc({
    pull_requests: lenient(schemas/* array */.YOg(Numbered)),
    head_sha: Text,
    head_branch: Text,
    head_repository: lenient(schemas/* object */.Ikc({ owner: lenient(schemas/* object */.Ikc({ login: Text })) })),
});
const EventPayload = schemas/* object */.Ikc({
    pull_request: lenient(Numbered),
    // An issue that is a PR carries a `pull_request` object (of links); a plain issue has none.
    issue: lenient(schemas/* object */.Ikc({ number: PrNumber, pull_request: lenient(schemas/* looseObject */._H3({})) })),
    workflow_run: lenient(WorkflowRun),
    deployment: lenient(schemas/* object */.Ikc({ sha: Text })),
})
    .catch({});

;// CONCATENATED MODULE: ./lib/github/pull-request.js
/**
 * The pull request a run belongs to. PR events carry it; `workflow_run` carries it only for PRs
 * from the same repository (GitHub leaves `pull_requests` empty for forks), so it falls back to
 * the head commit and then to the fork's head branch; `push` and `deployment_status` are looked
 * up by commit SHA, an open PR first.
 */

const PR_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment']);
async function findPullRequest(octokit, ctx) {
    const payload = EventPayload.parse(ctx.payload);
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
    const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({ ...repo, commit_sha: sha, per_page: 100 });
    return (data.find((pr) => pr.state === 'open') ?? data[0])?.number ?? null;
}
/** A fork's commit is not in the base repository, so the commit lookup finds nothing for it. */
async function byForkBranch(octokit, repo, run, sha) {
    const owner = run.head_repository?.owner?.login;
    if (!owner || !run.head_branch)
        return null;
    const { data } = await octokit.rest.pulls.list({ ...repo, state: 'open', head: `${owner}:${run.head_branch}`, per_page: 100 });
    return data.find((pr) => pr.head.sha === sha)?.number ?? null;
}

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
        return { action: 'warned', warning: 'comment: no github-token, so no PR comment was written (the job summary has the results)' };
    const { repo } = input.context;
    if (!repo.owner || !repo.repo)
        return { action: 'skipped', reason: 'not running in a GitHub repository (GITHUB_REPOSITORY unset)' };
    const octokit = githubClient(input.token, { secondMs: input.secondMs });
    let issueNumber;
    try {
        issueNumber = await findPullRequest(octokit, { ...input.context, repo });
    }
    catch (error) {
        return { action: 'warned', warning: commentWarning(error, { ...repo, issueNumber: null }) };
    }
    if (issueNumber === null)
        return { action: 'skipped', reason: `no pull request for this ${input.context.eventName} event (commit ${input.context.sha.slice(0, 7)})` };
    const ownLogin = await findOwnLogin(octokit);
    const outcome = await upsertStickyComment(octokit, { ...repo, issueNumber, marker: (0,markdown/* commentMarker */.Ql)(input.tag), body: input.body, policy: input.policy, wanted: input.wanted, ownLogin });
    // A comment that was not written has its own warning; the assumption matters only when GitHub answered.
    return ownLogin === null && outcome.action !== 'warned' ? { ...outcome, assumed: ASSUMED_LOGIN_WARNING } : outcome;
}


/***/ })

};
