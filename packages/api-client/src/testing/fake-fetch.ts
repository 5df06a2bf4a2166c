/** A tiny scripted fetch for tests: each call takes the next step and is recorded. */

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The body parsed as JSON, when it is JSON. */
  json: unknown;
}

export type Step = Response | Error | 'hang' | ((request: Request) => Response | Promise<Response>);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function text(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });
}

export const empty = (status = 204) => new Response(null, { status });

/** What browsers and undici reject fetch with when the connection fails or drops. */
export const networkFailure = () => new TypeError('Failed to fetch');

export function fakeFetch(...steps: Step[]) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = await request.clone().text();
    let parsed: unknown;
    try {
      parsed = body ? JSON.parse(body) : undefined;
    } catch {
      parsed = undefined;
    }
    requests.push({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body,
      json: parsed,
    });
    const step = steps[requests.length - 1];
    if (step === undefined) throw new Error(`fakeFetch: no step for request ${requests.length} (${request.url})`);
    if (step === 'hang') {
      return new Promise((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    }
    if (step instanceof Error) throw step;
    if (typeof step === 'function') return step(request);
    return step;
  };
  return { fetch, requests };
}
