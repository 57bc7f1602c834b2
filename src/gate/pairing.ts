/**
 * Which finding now is which finding before. Findings pair in stages, each over what the stages
 * before left unpaired, each a multiset by one key (`PairingKey`): the same identity; then, within
 * a check, the same element (tag, asset stems, id, name, for; or its text). So a rebuilt or
 * reformatted element pairs with itself, and an image that gained its alt never pairs with another
 * that lost it in the same deploy: that is one resolved and one new. Findings that nothing tells
 * apart (two inputs with neither id nor name) pair by count. Linear but for a sort within a group.
 */
import { pairingKeys, type PairingKey } from '../model/finding-identity.js';
import { severityRank } from '../model/severity.js';

interface Pairable {
  check: string;
  evidence: string;
  severity: string;
}

interface Pairing<T> {
  /** In the order of the findings now. */
  pairs: { now: T; before: T }[];
  unpairedNow: T[];
  unpairedBefore: T[];
}

const STAGES: readonly PairingKey[] = ['identity', 'element'];

interface Entry<T> {
  finding: T;
  index: number;
}

interface Pair<T> {
  now: Entry<T>;
  before: Entry<T>;
}

interface Sides<T> {
  now: Entry<T>[];
  before: Entry<T>[];
}

export function pairFindings<T extends Pairable>(now: readonly T[], before: readonly T[]): Pairing<T> {
  const keyOf = pairingKeys();
  const entries = (findings: readonly T[]): Entry<T>[] => findings.map((finding, index) => ({ finding, index }));
  const pairs: Pair<T>[] = [];
  let left: Sides<T> = { now: entries(now), before: entries(before) };
  for (const stage of STAGES) {
    if (left.now.length === 0 || left.before.length === 0) break;
    left = pairStage(left, (entry) => keyOf(entry.finding, stage), pairs);
  }
  const inOrder = (list: Entry<T>[]): T[] => list.sort((a, b) => a.index - b.index).map((e) => e.finding);
  return {
    pairs: pairs
      .sort((a, b) => a.now.index - b.now.index)
      .map((p) => ({ now: p.now.finding, before: p.before.finding })),
    unpairedNow: inOrder(left.now),
    unpairedBefore: inOrder(left.before),
  };
}

/** One stage: pairs what shares a key, returns what is left. Only keys found on both sides make a group. */
function pairStage<T extends Pairable>(left: Sides<T>, keyOf: (entry: Entry<T>) => string, pairs: Pair<T>[]): Sides<T> {
  const waiting = new Map<string, Entry<T>[]>();
  for (const entry of left.before) {
    const key = keyOf(entry);
    const list = waiting.get(key);
    if (list) list.push(entry);
    else waiting.set(key, [entry]);
  }
  const next: Sides<T> = { now: [], before: [] };
  const groups = new Map<string, Entry<T>[]>();
  for (const entry of left.now) {
    const key = keyOf(entry);
    if (!waiting.has(key)) {
      next.now.push(entry);
      continue;
    }
    const list = groups.get(key);
    if (list) list.push(entry);
    else groups.set(key, [entry]);
  }
  for (const [key, now] of groups) {
    pairGroup({ now, before: waiting.get(key) ?? [] }, pairs, next);
    waiting.delete(key);
  }
  for (const list of waiting.values()) for (const entry of list) next.before.push(entry);
  return next;
}

/**
 * One group's findings now and before. Same-severity pairs first; the rest pair highest with
 * highest, so an escalation is measured from the closest earlier severity. What is left goes on to
 * the next stage. Linear but for the sort: a fork's results file may hold 60,000 findings of one
 * identity, and searching the earlier list for each of them took a minute of CPU.
 */
function pairGroup<T extends Pairable>(group: Sides<T>, pairs: Pair<T>[], left: Sides<T>): void {
  const rest = cancelSameSeverity(group, pairs);
  const bySeverity = (a: Entry<T>, b: Entry<T>): number =>
    severityRank(b.finding.severity) - severityRank(a.finding.severity);
  rest.now.sort(bySeverity);
  rest.before.sort(bySeverity);
  rest.now.forEach((entry, i) => {
    const from = rest.before[i];
    if (from === undefined) left.now.push(entry);
    else pairs.push({ now: entry, before: from });
  });
  for (const entry of rest.before.slice(rest.now.length)) left.before.push(entry);
}

/** Pairs each finding now with the first unpaired one before of the same severity; returns the rest of both sides. */
function cancelSameSeverity<T extends Pairable>(group: Sides<T>, pairs: Pair<T>[]): Sides<T> {
  const waiting = new Map<string, { entries: Entry<T>[]; next: number }>();
  for (const entry of group.before) {
    const queue = waiting.get(entry.finding.severity);
    if (queue) queue.entries.push(entry);
    else waiting.set(entry.finding.severity, { entries: [entry], next: 0 });
  }
  const paired = new Set<Entry<T>>();
  const rest: Sides<T> = { now: [], before: [] };
  for (const entry of group.now) {
    const queue = waiting.get(entry.finding.severity);
    const match = queue?.entries[queue.next];
    if (queue === undefined || match === undefined) {
      rest.now.push(entry);
      continue;
    }
    queue.next++;
    paired.add(match);
    pairs.push({ now: entry, before: match });
  }
  for (const entry of group.before) if (!paired.has(entry)) rest.before.push(entry);
  return rest;
}
