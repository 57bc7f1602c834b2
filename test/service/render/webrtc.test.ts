import { afterAll, beforeAll, expect, it } from 'vitest';
import { BrowserHost } from '../../../src/service/render/browser-host.js';
import { html, startPageServer, type PageServer } from '../analyzer/page-server.js';
import { browser, describeRender, requireBrowser } from './with-browser.js';

// Every ICE candidate the page's connection gathers, once gathering is complete.
const GATHER = `() => new Promise((resolve) => {
  const connection = new RTCPeerConnection({ iceServers: [] });
  const candidates = [];
  connection.onicecandidate = ({ candidate }) => {
    if (candidate) candidates.push(candidate.candidate);
    else { connection.close(); resolve(candidates); }
  };
  connection.createDataChannel('probe');
  connection.createOffer().then((offer) => connection.setLocalDescription(offer));
})`;

let site: PageServer;
let host: BrowserHost;

beforeAll(async () => {
  requireBrowser();
  site = await startPageServer({ '/': html('<!DOCTYPE html><title>WebRTC probe</title>') });
  if (browser) host = new BrowserHost(browser, true);
});

afterAll(async () => {
  await host?.close();
  await site?.close();
});

describeRender('WebRTC in the rendered page', () => {
  it('gathers no host candidate: UDP cannot leave outside the guard proxy', async () => {
    const context = await (await host.browser()).createBrowserContext();
    const page = await context.newPage();
    await page.goto(site.url('/'));
    const candidates = (await page.evaluate(`(${GATHER})()`)) as string[];
    await context.close();
    expect(candidates.filter((candidate) => / typ host/.test(candidate))).toEqual([]);
    expect(candidates.filter((candidate) => / udp /i.test(candidate))).toEqual([]);
  });
});
