// The naive client the gate is measured against: one page at a time, submit, then poll every 5 s
// (the interval the interface suggests: "polls the poll URL every few seconds").
import { setTimeout as sleep } from 'node:timers/promises';

export async function naiveSequential(apiUrl, apiKey, urls, pollMs = 5000) {
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  let requests = 0;
  for (const url of urls) {
    requests++;
    const submitted = await fetch(`${apiUrl}/reports`, { method: 'POST', headers, body: JSON.stringify({ url }) });
    const ack = await submitted.json();
    if (submitted.status === 200) continue;
    for (;;) {
      await sleep(pollMs);
      requests++;
      const read = await fetch(ack.poll, { headers });
      await read.arrayBuffer();
      if (read.status === 200) break;
    }
  }
  return { requests };
}
