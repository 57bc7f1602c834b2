import { abortReason } from '../abort-reason.js';

/**
 * `work`, or the signal's reason as soon as it aborts, whichever comes first. The work is always
 * listened to: once the abort has won, its later rejection (the page's context closed under it) is
 * expected, and left unhandled it would end the whole service.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => {});
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
