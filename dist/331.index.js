export const id = 331;
export const ids = [331];
export const modules = {

/***/ 331:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishComment: () => (/* binding */ publishComment)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 22 modules
var github = __webpack_require__(2413);
// EXTERNAL MODULE: ./lib/report/markdown.js + 14 modules
var markdown = __webpack_require__(6479);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
;// CONCATENATED MODULE: ./lib/github/octokit.js

function failureOf(error) {
    const fields = typeof error === 'object' && error !== null ? error : {};
    const status = fields.response && typeof fields.status === 'number' && fields.status > 0 ? fields.status : null;
    const data = fields.response?.data;
    const given = typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string' ? data.message : null;
    return {
        status,
        message: (0,errors/* describe */.q0)(given ?? error),
        headers: headersOf(fields.response?.headers),
    };
}
function headersOf(raw) {
    if (typeof raw !== 'object' || raw === null)
        return {};
    return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name.toLowerCase(), value === undefined || value === null ? undefined : String(value)]));
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./lib/github/rate-limit.js
/**
 * GitHub's rate limits, waited out within bounds. A secondary limit answers 403 or 429 with
 * `retry-after`, or with `x-ratelimit-remaining: 0` and a reset time; with neither, GitHub's
 * guidance is to wait at least a minute. A comment is not worth holding a job for long: at most
 * two waits of at most 60 s each, then the caller gives up with a warning.
 */


const MAX_WAITS = 2;
const MAX_WAIT_MS = 60_000;
/** How long GitHub asks to wait before retrying, or null when `error` is not a rate limit. */
function rateLimitWait(error, now) {
    const failure = failureOf(error);
    if (failure.status !== 403 && failure.status !== 429)
        return null;
    const retryAfter = failure.headers['retry-after'];
    if (retryAfter !== undefined) {
        const seconds = Number(retryAfter);
        const at = Date.parse(retryAfter);
        if (Number.isFinite(seconds))
            return Math.max(0, seconds * 1000);
        if (Number.isFinite(at))
            return Math.max(0, at - now);
    }
    if (failure.headers['x-ratelimit-remaining'] === '0') {
        const reset = Number(failure.headers['x-ratelimit-reset']);
        return Number.isFinite(reset) ? Math.max(0, reset * 1000 - now) : MAX_WAIT_MS;
    }
    if (failure.status === 429 || /secondary rate limit|abuse/i.test(failure.message))
        return MAX_WAIT_MS;
    return null;
}
/** Runs GitHub calls, waiting out rate limits; the waits are shared by every call it runs. */
class RateLimitWaits {
    sleep;
    waits = 0;
    constructor(sleep = (ms) => (0,promises_.setTimeout)(ms)) {
        this.sleep = sleep;
    }
    async run(call) {
        for (;;) {
            try {
                return await call();
            }
            catch (error) {
                const wait = rateLimitWait(error, Date.now());
                if (wait === null || wait > MAX_WAIT_MS || this.waits >= MAX_WAITS)
                    throw error;
                this.waits++;
                await this.sleep(wait);
            }
        }
    }
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
    if (rateLimitWait(error, Date.now()) !== null) {
        return `comment: GitHub's rate limit (${answer}) did not clear within ${MAX_WAITS} waits of at most ${MAX_WAIT_MS / 1000} s, so ${pr} was not commented on this run; ${SUMMARY_STILL}`;
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

;// CONCATENATED MODULE: ./lib/github/own-login.js
/** The identity of the default GITHUB_TOKEN, assumed when the token's own user cannot be found. */
const DEFAULT_TOKEN_LOGIN = 'github-actions[bot]';
async function findOwnLogin(octokit) {
    try {
        const answer = await octokit.graphql('query { viewer { login } }');
        if (typeof answer.viewer?.login === 'string' && answer.viewer.login)
            return answer.viewer.login;
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
    const waits = new RateLimitWaits(args.sleep);
    const repo = { owner: args.owner, repo: args.repo };
    try {
        const existing = await findOurs(octokit, args, waits);
        if (existing) {
            if (sameBody(existing.body ?? '', args.body))
                return { action: 'unchanged', url: existing.html_url };
            const { data } = await waits.run(() => octokit.rest.issues.updateComment({ ...repo, comment_id: existing.id, body: args.body }));
            return { action: 'updated', url: data.html_url };
        }
        if (args.policy === 'auto' && !args.wanted) {
            return { action: 'skipped', reason: `nothing failed or regressed and PR #${args.issueNumber} has no pagegate comment to update` };
        }
        const { data } = await waits.run(() => octokit.rest.issues.createComment({ ...repo, issue_number: args.issueNumber, body: args.body }));
        return { action: 'created', url: data.html_url };
    }
    catch (error) {
        return { action: 'warned', warning: commentWarning(error, args) };
    }
}
/** Pages through every comment (100 a page) until ours turns up. */
async function findOurs(octokit, args, waits) {
    const pages = octokit.paginate
        .iterator(octokit.rest.issues.listComments, { owner: args.owner, repo: args.repo, issue_number: args.issueNumber, per_page: 100 })[Symbol.asyncIterator]();
    for (;;) {
        // A failed page is asked again by the next `next()`: the iterator only advances on success.
        const page = await waits.run(() => pages.next());
        if (page.done)
            return null;
        const ours = page.value.data.find((comment) => isOurs(comment, args.marker, args.ownLogin));
        if (ours)
            return ours;
    }
}
/** GitHub may hand a body back with CRLF line ends or without the final newline. */
function sameBody(stored, body) {
    const normal = (text) => text.replaceAll('\r\n', '\n').trimEnd();
    return normal(stored) === normal(body);
}

;// CONCATENATED MODULE: ./lib/github/pull-request.js
const PR_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment']);
async function findPullRequest(octokit, ctx) {
    const payload = ctx.payload ?? {};
    if (PR_EVENTS.has(ctx.eventName))
        return numberOf(payload.pull_request);
    switch (ctx.eventName) {
        case 'issue_comment':
            return payload.issue?.pull_request ? numberOf(payload.issue) : null;
        case 'workflow_run':
            return fromWorkflowRun(octokit, ctx.repo, payload.workflow_run);
        case 'push':
            return byCommit(octokit, ctx.repo, ctx.sha);
        case 'deployment_status':
        case 'deployment':
            return byCommit(octokit, ctx.repo, stringOf(payload.deployment?.sha) ?? ctx.sha);
        default:
            return null;
    }
}
async function fromWorkflowRun(octokit, repo, run) {
    const listed = Array.isArray(run?.pull_requests) ? numberOf(run.pull_requests[0]) : null;
    if (listed !== null)
        return listed;
    const sha = stringOf(run?.head_sha);
    if (!sha)
        return null;
    return (await byCommit(octokit, repo, sha)) ?? (await byForkBranch(octokit, repo, run, sha));
}
async function byCommit(octokit, repo, sha) {
    if (!sha)
        return null;
    const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({ ...repo, commit_sha: sha, per_page: 100 });
    return (data.find((pr) => pr.state === 'open') ?? data[0])?.number ?? null;
}
/** A fork's commit is not in the base repository, so the commit lookup finds nothing for it. */
async function byForkBranch(octokit, repo, run, sha) {
    const owner = stringOf(run?.head_repository?.owner?.login);
    const branch = stringOf(run?.head_branch);
    if (!owner || !branch)
        return null;
    const { data } = await octokit.rest.pulls.list({ ...repo, state: 'open', head: `${owner}:${branch}`, per_page: 100 });
    return data.find((pr) => pr.head.sha === sha)?.number ?? null;
}
function numberOf(holder) {
    const n = typeof holder === 'object' && holder !== null && 'number' in holder ? holder.number : null;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}
function stringOf(value) {
    return typeof value === 'string' && value ? value : null;
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
    const octokit = (0,github/* getOctokit */.Q)(input.token);
    let issueNumber;
    try {
        issueNumber = await findPullRequest(octokit, { ...input.context, repo, payload: input.context.payload });
    }
    catch (error) {
        return { action: 'warned', warning: commentWarning(error, { ...repo, issueNumber: null }) };
    }
    if (issueNumber === null)
        return { action: 'skipped', reason: `no pull request for this ${input.context.eventName} event (commit ${input.context.sha.slice(0, 7)})` };
    return upsertStickyComment(octokit, {
        ...repo,
        issueNumber,
        marker: (0,markdown/* commentMarker */.Ql)(input.tag),
        body: input.body,
        policy: input.policy,
        wanted: input.wanted,
        ownLogin: await findOwnLogin(octokit),
    });
}


/***/ })

};
