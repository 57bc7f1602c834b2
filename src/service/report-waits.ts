/**
 * Held reads of `GET /reports/{key}` (`Prefer: wait=N`, RFC 7240): a read of an unfinished report
 * waits until its analysis ends or N seconds pass, so a client learns of a finished report at once
 * rather than on its next poll. A workspace holds at most `limit` reads at a time; beyond it a read
 * is answered at once (without `Preference-Applied`), so one client cannot pin the server's sockets.
 */
import { setTimeout as timer } from 'node:timers/promises';

/** The longest wait honoured: a longer `wait=` is cut to it. */
export const MAX_WAIT_SECONDS = 30;
export const MAX_HELD_PER_WORKSPACE = 100;

/** Resolves after `ms`, or when `signal` aborts (never rejects); tests pass one they control. */
export type WaitTimer = (ms: number, signal: AbortSignal) => Promise<void>;

const realTimer: WaitTimer = (ms, signal) => timer(ms, undefined, { signal }).catch(() => undefined);

/** The seconds a `Prefer` header asks to wait (`wait=N` among its preferences), or null when none. */
export function preferredWait(prefer: string | undefined): number | null {
  for (const preference of (prefer ?? '').split(',')) {
    const match = /^\s*wait\s*=\s*"?(\d{1,9})"?\s*(;|$)/i.exec(preference);
    if (match) return Math.min(Number(match[1]), MAX_WAIT_SECONDS);
  }
  return null;
}

/** `Ended`: what the end of an analysis may bring along (the report as it now stands), if anything. */
export class ReportWaits<Ended> {
  readonly #limit: number;
  readonly #timer: WaitTimer;
  readonly #byKey = new Map<string, Set<(ended: Ended | undefined) => void>>();
  readonly #held = new Map<string, number>();

  constructor(options: { limit?: number; timer?: WaitTimer } = {}) {
    this.#limit = options.limit ?? MAX_HELD_PER_WORKSPACE;
    this.#timer = options.timer ?? realTimer;
  }

  /**
   * Resolves when the report's analysis ends (to what `finished` was given with it), `seconds`
   * pass or `signal` aborts (the client left, or the service stops); null when the workspace
   * already holds its limit: answer at once.
   */
  wait(workspace: string, key: string, seconds: number, signal: AbortSignal): Promise<Ended | undefined> | null {
    const held = this.#held.get(workspace) ?? 0;
    if (held >= this.#limit) return null;
    this.#held.set(workspace, held + 1);
    const id = waitKey(workspace, key);
    const ended = new AbortController();
    const waiters = this.#byKey.get(id) ?? new Set<(ended: Ended | undefined) => void>();
    let told: Ended | undefined;
    const wake = (value: Ended | undefined) => {
      told = value;
      ended.abort();
    };
    waiters.add(wake);
    this.#byKey.set(id, waiters);
    const waited = this.#timer(seconds * 1000, AbortSignal.any([ended.signal, signal])).finally(() => {
      waiters.delete(wake);
      if (waiters.size === 0 && this.#byKey.get(id) === waiters) this.#byKey.delete(id);
      const left = (this.#held.get(workspace) ?? 1) - 1;
      if (left === 0) this.#held.delete(workspace);
      else this.#held.set(workspace, left);
    });
    return waited.then(() => told);
  }

  /** Events may have been missed: every held read looks at its report again (and is answered). */
  wakeAll(): void {
    for (const waiters of this.#byKey.values()) for (const wake of waiters) wake(undefined);
  }

  /** The report's analysis ended (complete or failed): every read held on it is answered, with `ended`. */
  finished(workspace: string, key: string, ended?: Ended): void {
    for (const wake of this.#byKey.get(waitKey(workspace, key)) ?? []) wake(ended);
  }
}

function waitKey(workspace: string, key: string): string {
  return `${workspace}\u0000${key}`;
}
