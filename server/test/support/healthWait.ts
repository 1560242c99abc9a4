/**
 * What the event-loop budget (server/test/budget) measures with: a request sent over HTTP as it
 * is, and the longest the server keeps /healthz waiting meanwhile.
 */
import http from 'node:http';

/** Sends one request, answering its status; a refusal before the body is read is an answer too. */
export function send(url: string, method: string, headers: Record<string, string>, body: string) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    // The server may answer 413 and close before the whole body is written.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    request.end(body);
  });
}

/** The longest /healthz kept waiting while `during` runs. */
export async function longestHealthWait(base: string, during: Promise<unknown>): Promise<number> {
  let done = false;
  const finish = () => (done = true);
  during.then(finish, finish);
  let longest = 0;
  while (!done) {
    const start = performance.now();
    await fetch(`${base}/healthz`).then((response) => response.arrayBuffer());
    longest = Math.max(longest, performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await during;
  return longest;
}
