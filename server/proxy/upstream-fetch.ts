/**
 * One request to an upstream (the vendor or the reference service), with the server's time and
 * size limits. Failures come back as values naming what went wrong, so callers answer with the
 * right JSend error (502 down or nonsense, 504 slow) and never echo the upstream's internals.
 */

export interface UpstreamLimits {
  timeoutMs: number;
  maxBytes: number;
}

export type UpstreamFailure = { kind: 'timeout' } | { kind: 'unreachable' } | { kind: 'too-large' };

export type UpstreamResult =
  { ok: true; response: Response } | { ok: false; failure: UpstreamFailure };

export async function fetchUpstream(
  url: URL,
  init: RequestInit,
  limits: UpstreamLimits,
): Promise<UpstreamResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { ok: false, failure: { kind: name === 'TimeoutError' ? 'timeout' : 'unreachable' } };
  }
  const length = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(length) && length > limits.maxBytes) {
    await response.body?.cancel();
    return { ok: false, failure: { kind: 'too-large' } };
  }
  return { ok: true, response };
}

/**
 * The body as a stream that errors once more than `maxBytes` have passed, for bodies that do not
 * say their length. The timeout keeps running while the body streams.
 */
export function limitedBody(body: ReadableStream<Uint8Array>, maxBytes: number) {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new Error('upstream response too large'));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/** Reads a whole (small) body as JSON, within the limit; undefined when it is not JSON. */
export async function readJson(response: Response, maxBytes: number): Promise<unknown> {
  if (!response.body) return undefined;
  try {
    const text = await new Response(limitedBody(response.body, maxBytes)).text();
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const UPSTREAM_LABELS = {
  news: 'news service',
  auth: 'authentication service',
  incidents: 'incident service',
} as const;
export type UpstreamName = keyof typeof UPSTREAM_LABELS;

export function failureMessage(upstream: UpstreamName, failure: UpstreamFailure): string {
  const label = UPSTREAM_LABELS[upstream];
  switch (failure.kind) {
    case 'timeout':
      return `The ${label} did not answer in time. Try again in a moment.`;
    case 'unreachable':
      return `The ${label} cannot be reached right now. Try again in a moment.`;
    case 'too-large':
      return `The ${label} sent an answer larger than this server accepts.`;
  }
}

export const failureStatus = (failure: UpstreamFailure) => (failure.kind === 'timeout' ? 504 : 502);
