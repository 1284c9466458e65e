/**
 * What a handler returns once it has written its answer to Node's response itself (the proxy's
 * streamed answers). The Node adapter leaves a native Response carrying its already-sent header
 * alone, but its own lightweight Response (the global `Response` once a listener has started)
 * goes down its fast path, which writes the head a second time and, when that throws, appends
 * "Error: Cannot write headers after they are sent" to the body already under way.
 *
 * The adapter's `RESPONSE_ALREADY_SENT` is made when its module loads, of whichever class is
 * global then: native when this server's modules load before its listener, lightweight when a
 * listener started first (as in a test worker that shares modules across files). This one is
 * made per answer and always native: reading `body` turns a lightweight Response into the
 * native one it wraps.
 */
const ALREADY_SENT_HEADER = 'x-hono-already-sent';

export function answeredAlready(): Response {
  const response = new Response(null, { headers: { [ALREADY_SENT_HEADER]: 'true' } });
  void response.body;
  return response;
}
