/** AbortSignal's reason is typed `any`: whatever the aborter passed, as an Error to reject with. */
export function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('This operation was aborted', 'AbortError');
}
