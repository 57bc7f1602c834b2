/**
 * Shadow roots the isolated world could not see by itself. A closed root (even one declared in the
 * markup, `<template shadowrootmode="closed">`, with no script) is hidden from every script,
 * axe-core's and the serialiser's included: `host.shadowRoot` is null. Yet its content is what a
 * reader sees. The DevTools protocol sees every root (`DOM.getDocument` with `pierce`); each one is
 * handed to the isolated world, which keeps the list for the serialiser (isolated-world.ts) and
 * gives each host a `shadowRoot` of its own, in that world only, for axe-core to walk into as it
 * walks into an open root. The page's scripts see none of it: their wrappers of the hosts are others.
 */
import type { CDPSession, Protocol } from 'puppeteer-core';

/** The world's global that holds the roots, in document order (a nested root after its host's). */
export const SHADOW_ROOTS_GLOBAL = '__pagegateShadowRoots';

/** Roots handed over per protocol call. */
const PER_CALL = 100;
const OBJECT_GROUP = 'pagegate-shadow-roots';
const AUTHOR_ROOTS = new Set(['open', 'closed']);

/** Hands every author shadow root of the frame's document to the world `contextId`; resolves to how many. */
export async function revealShadowRoots(session: CDPSession, contextId: number): Promise<number> {
  const { root } = await session.send('DOM.getDocument', { depth: -1, pierce: true });
  // Only the document was wanted: the DOM agent would otherwise report every later change.
  await session.send('DOM.disable').catch(() => {});
  const found = authorRoots(root);
  try {
    for (let start = 0; start < found.length; start += PER_CALL) {
      const objects = await Promise.all(
        found.slice(start, start + PER_CALL).map(async (backendNodeId) => {
          const { object } = await session.send('DOM.resolveNode', {
            backendNodeId,
            executionContextId: contextId,
            objectGroup: OBJECT_GROUP,
          });
          return object.objectId;
        }),
      );
      const [first, ...rest] = objects;
      if (first === undefined) continue;
      const { exceptionDetails } = await session.send('Runtime.callFunctionOn', {
        objectId: first,
        functionDeclaration: ADOPT,
        arguments: [first, ...rest].map((objectId) => ({ objectId })),
        returnByValue: true,
      });
      if (exceptionDetails) throw new Error(`shadow roots could not be read: ${exceptionDetails.text}`);
    }
  } finally {
    await session.send('Runtime.releaseObjectGroup', { objectGroup: OBJECT_GROUP }).catch(() => {});
  }
  return found.length;
}

/** Runs in the world with the roots as arguments. */
const ADOPT = `function (...roots) {
  const list = (globalThis.${SHADOW_ROOTS_GLOBAL} ??= []);
  for (const root of roots) {
    list.push(root);
    Object.defineProperty(root.host, 'shadowRoot', { value: root, configurable: true });
  }
}`;

/**
 * The open and closed roots of the document, outermost first; not those of the browser's own
 * controls (user-agent roots) nor of frames' documents (another frame, another world).
 */
function authorRoots(node: Protocol.DOM.Node): number[] {
  const found: number[] = [];
  const walk = (at: Protocol.DOM.Node) => {
    for (const root of at.shadowRoots ?? []) {
      if (!AUTHOR_ROOTS.has(root.shadowRootType ?? '')) continue;
      found.push(root.backendNodeId);
      walk(root);
    }
    for (const child of at.children ?? []) walk(child);
  };
  walk(node);
  return found;
}
