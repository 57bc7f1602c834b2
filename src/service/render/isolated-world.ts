/**
 * A JavaScript world of the page's own that the page's scripts cannot reach: the DevTools
 * protocol's `Page.createIsolatedWorld`, as extensions' content scripts get. It shares the DOM with
 * the page but none of its globals or prototypes, so a page that redefines `window.axe`,
 * `Array.prototype.map`, `JSON`, `Promise` or the `outerHTML` getter changes nothing here. What the
 * analysis reads of a rendered page (its serialised DOM and axe-core's answer) is taken here;
 * puppeteer's `page.content()` and `page.evaluate` run in the page's main world, where the page
 * could answer for them.
 */
import type { CDPSession, Page, Protocol } from 'puppeteer-core';

export interface IsolatedWorld {
  /** Runs `fn(arg)` in the world and returns its JSON-shaped value (a promise awaited), unchecked. */
  call<A>(fn: (arg: A) => unknown, arg: A): Promise<unknown>;
  /** Evaluates a script (a library's source) in the world. */
  run(source: string): Promise<void>;
}

const WORLD_NAME = 'pagegate';

export async function openIsolatedWorld(page: Page): Promise<IsolatedWorld> {
  const session = await page.createCDPSession();
  const { frameTree } = await session.send('Page.getFrameTree');
  const { executionContextId } = await session.send('Page.createIsolatedWorld', {
    frameId: frameTree.frame.id,
    worldName: WORLD_NAME,
    // The world gets no more than the page has: no cross-origin access.
    grantUniveralAccess: false,
  });
  const evaluate = (expression: string) =>
    evaluateIn(session, { expression, contextId: executionContextId, awaitPromise: true, returnByValue: true });
  return {
    // The function's source is sent, never a reference: it may use nothing from this module's scope.
    call: async (fn, arg) => evaluate(`(${fn.toString()})(${JSON.stringify(arg)})`),
    run: async (source) => {
      // `void 0` keeps a library's last expression (its namespace) from being serialised back.
      await evaluate(`${source}\n;void 0`);
    },
  };
}

async function evaluateIn(session: CDPSession, params: Protocol.Runtime.EvaluateRequest): Promise<unknown> {
  const { result, exceptionDetails } = await session.send('Runtime.evaluate', params);
  if (exceptionDetails) {
    const thrown = exceptionDetails.exception?.description ?? exceptionDetails.text;
    throw new Error(thrown.split('\n', 1)[0]?.slice(0, 200) ?? 'the script threw');
  }
  return result.value as unknown;
}

/** What of the DOM the functions sent to a world use (the project's types hold no DOM library). */
export interface WorldElement {
  localName: string;
  outerHTML: string;
  innerHTML: string;
  cloneNode(deep: boolean): WorldElement;
}

interface WorldGlobals {
  document: { childNodes: Iterable<unknown>; documentElement: WorldElement };
  XMLSerializer: new () => { serializeToString(node: unknown): string };
}

/** The document as markup, as puppeteer's `page.content()` builds it, but read in `world`. */
export async function serialiseDom(world: IsolatedWorld): Promise<string> {
  const html = await world.call(() => {
    const { document, XMLSerializer } = globalThis as unknown as WorldGlobals;
    let content = '';
    for (const node of document.childNodes) {
      content +=
        node === document.documentElement
          ? document.documentElement.outerHTML
          : new XMLSerializer().serializeToString(node);
    }
    return content;
  }, null);
  if (typeof html !== 'string') throw new Error('the page could not be serialised');
  return html;
}
