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
import { revealShadowRoots, SHADOW_ROOTS_GLOBAL } from './shadow-roots.js';

export interface IsolatedWorld {
  /** Runs `fn(arg)` in the world and returns its JSON-shaped value (a promise awaited), unchecked. */
  call<A>(fn: (arg: A) => unknown, arg: A): Promise<unknown>;
  /** Evaluates a script (a library's source) in the world. */
  run(source: string): Promise<void>;
  /** Resolves once the world's document has loaded (its `load` event), at once when it had. */
  loaded(): Promise<void>;
  /**
   * Whether the frame has gone on to another document (the world went with the one it left), once
   * any navigation under way has ended: one that was cancelled leaves the document in place.
   */
  left(): Promise<boolean>;
  /** Hands the world every shadow root of the document, closed ones too (shadow-roots.ts); resolves to how many. */
  revealShadowRoots(): Promise<number>;
}

const WORLD_NAME = 'pagegate';

export async function openIsolatedWorld(page: Page): Promise<IsolatedWorld> {
  const session = await page.createCDPSession();
  const { frameTree } = await session.send('Page.getFrameTree');
  const navigation = watchNavigation(page, session, frameTree.frame.id);
  await session.send('Page.enable');
  const { executionContextId } = await session.send('Page.createIsolatedWorld', {
    frameId: frameTree.frame.id,
    worldName: WORLD_NAME,
    // The world gets no more than the page has: no cross-origin access.
    grantUniveralAccess: false,
  });
  const evaluate = (expression: string) =>
    evaluateIn(session, { expression, contextId: executionContextId, awaitPromise: true, returnByValue: true });
  const call = async <A>(fn: (arg: A) => unknown, arg: A) => evaluate(`(${fn.toString()})(${JSON.stringify(arg)})`);
  return {
    // The function's source is sent, never a reference: it may use nothing from this module's scope.
    call,
    run: async (source) => {
      // `void 0` keeps a library's last expression (its namespace) from being serialised back.
      await evaluate(`${source}\n;void 0`);
    },
    loaded: async () => {
      await call(() => {
        const { document, addEventListener } = globalThis as unknown as LoadGlobals;
        if (document.readyState === 'complete') return undefined;
        return new Promise<void>((resolve) => addEventListener('load', () => resolve(), { once: true }));
      }, null);
    },
    left: async () => {
      await navigation.ended();
      const now = await session.send('Page.getFrameTree').catch(() => null);
      // A session that no longer answers has lost its page: that is not a navigation.
      return now !== null && now.frameTree.frame.loaderId !== frameTree.frame.loaderId;
    },
    revealShadowRoots: async () => revealShadowRoots(session, executionContextId),
  };
}

/** Whether the frame is between starting to load a document and stopping, and a wait for it to stop. */
function watchNavigation(page: Page, session: CDPSession, frameId: string): { ended(): Promise<void> } {
  let stopped: PromiseWithResolvers<void> | null = null;
  // A closed page stops nothing more: whoever waits is let go.
  page.once('close', () => stopped?.resolve());
  session.on('Page.frameStartedLoading', (event) => {
    if (event.frameId === frameId) stopped ??= Promise.withResolvers<void>();
  });
  session.on('Page.frameStoppedLoading', (event) => {
    if (event.frameId !== frameId) return;
    stopped?.resolve();
    stopped = null;
  });
  return { ended: async () => stopped?.promise };
}

interface LoadGlobals {
  document: { readyState: string };
  addEventListener: (type: 'load', listener: () => void, options: { once: true }) => void;
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
  document: {
    childNodes: Iterable<unknown>;
    documentElement: WorldElement & { getHTML(options: { shadowRoots: unknown[] }): string };
  };
  XMLSerializer: new () => { serializeToString(node: unknown): string };
}

/**
 * The document as markup, as puppeteer's `page.content()` builds it, but read in `world`, with the
 * shadow roots the world was handed (revealShadowRoots) written as the declarative templates they
 * can be parsed back from.
 */
export async function serialiseDom(world: IsolatedWorld): Promise<string> {
  const html = await world.call((rootsGlobal) => {
    const { document, XMLSerializer } = globalThis as unknown as WorldGlobals;
    const roots = (globalThis as unknown as Record<string, unknown[] | undefined>)[rootsGlobal] ?? [];
    const root = document.documentElement;
    const outer = () => {
      if (roots.length === 0) return root.outerHTML;
      // getHTML writes the children only: the start and end tags are the element's own.
      const alone = root.cloneNode(false).outerHTML;
      const end = `</${root.localName}>`;
      return alone.endsWith(end)
        ? `${alone.slice(0, -end.length)}${root.getHTML({ shadowRoots: roots })}${end}`
        : root.outerHTML;
    };
    let content = '';
    for (const node of document.childNodes) {
      content += node === root ? outer() : new XMLSerializer().serializeToString(node);
    }
    return content;
  }, SHADOW_ROOTS_GLOBAL);
  if (typeof html !== 'string') throw new Error('the page could not be serialised');
  return html;
}
