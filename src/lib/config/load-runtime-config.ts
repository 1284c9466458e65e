import { parseRuntimeConfig, type RuntimeConfigResult } from './runtime-config';

export const CONFIG_PATH = `${import.meta.env.BASE_URL}config.json`;

/** Fetches and validates config.json; never throws, so the app can always explain itself. */
export async function loadRuntimeConfig(
  fetchConfig: typeof fetch = fetch,
  path: string = CONFIG_PATH,
): Promise<RuntimeConfigResult> {
  let response: Response;
  try {
    // The server answers from its current settings; a cached copy would hide a change.
    response = await fetchConfig(path, { cache: 'no-store' });
  } catch {
    return {
      ok: false,
      problems: [
        { message: `${path} could not be fetched: the Watchfloor server did not answer.` },
      ],
    };
  }
  if (!response.ok) {
    return {
      ok: false,
      problems: [
        {
          message: `${path} could not be loaded: the Watchfloor server answered HTTP ${response.status}.`,
        },
      ],
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ message: `${path} is not valid JSON: ${reason}` }] };
  }
  return parseRuntimeConfig(body);
}
