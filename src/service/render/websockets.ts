/**
 * Websockets never reach request interception (the DevTools protocol's Fetch domain does not see
 * them), so the guard proxy is the only layer that refuses them, and it cannot tell which page
 * asked. The page's own Network events name every websocket it opens: each is checked here with the
 * same guard, and a refused one becomes a failed request of that page, as any refused request does.
 */
import type { Page } from 'puppeteer-core';
import { describe } from '../../text/describe.js';
import { assertAllowedUrl, type PrivateAllowance } from '../analyzer/address.js';
import type { BrowserObservations } from '../analyzer/analysis.js';

type FailedRequest = BrowserObservations['failedRequests'][number];

/** Starts watching; the function returned waits for the checks of the websockets opened so far. */
export async function watchWebSockets(
  page: Page,
  allowance: PrivateAllowance,
  record: (failure: FailedRequest) => void,
): Promise<() => Promise<void>> {
  const checks: Promise<void>[] = [];
  const session = await page.createCDPSession();
  session.on('Network.webSocketCreated', ({ url }) => {
    checks.push(
      refusal(url, allowance).then((reason) => {
        if (reason !== null) record({ url, reason });
      }),
    );
  });
  await session.send('Network.enable');
  return async () => {
    await Promise.all(checks);
  };
}

async function refusal(raw: string, allowance: PrivateAllowance): Promise<string | null> {
  const url = URL.parse(raw);
  if (url === null) return 'not a URL';
  try {
    await assertAllowedUrl(url, allowance);
    return null;
  } catch (error) {
    return `refused: ${describe(error)}`;
  }
}
