import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, stop, waitForPort } from '../processes.ts';

/**
 * The standard OpenAPI mock server (@stoplight/prism-cli) serving the project's own incident API
 * document, with the `GET /incidents` success response given a static `example`: a real body
 * of the service, so the mock and the service send the same bytes and the benchmark compares
 * real filtering with a canned answer.
 */
export interface OpenApiMock {
  url: string;
  close(): Promise<void>;
}

type OpenApiDocument = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, { responses: Record<string, OpenApiResponse> }>>;
};
type OpenApiResponse = { content?: Record<string, { example?: unknown }> };

export async function startIncidentsMock(options: {
  host: string;
  port: number;
  /** The body `GET /incidents` answers with, as the service sent it. */
  incidentsBody: unknown;
}): Promise<OpenApiMock> {
  const document = JSON.parse(
    await readFile('contract/openapi/incidents.json', 'utf8'),
  ) as OpenApiDocument;
  const success =
    document.paths['/incidents']?.get?.responses['200']?.content?.['application/json'];
  if (!success)
    throw new Error('contract/openapi/incidents.json has no GET /incidents 200 JSON response');
  success.example = options.incidentsBody;
  const url = `http://${options.host}:${options.port}`;
  // The committed document names its server `{incidents_url}`, resolved per deployment.
  document.servers = [{ url }];

  const folder = await mkdtemp(join(tmpdir(), 'watchfloor-prism-'));
  const path = join(folder, 'incidents.json');
  await writeFile(path, JSON.stringify(document));
  let output = '';
  // Prism logs every request; keep only the tail, for when it fails to start.
  const prism: ChildProcess = spawn(
    bin('prism'),
    ['mock', '-h', options.host, '-p', String(options.port), path],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [prism.stdout, prism.stderr]) {
    stream?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  }
  const close = async () => {
    await stop(prism);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await waitForPort(options.host, options.port, 60_000);
  } catch (error) {
    await close();
    throw new Error(`prism did not start: ${String(error)}\n${output}`, { cause: error });
  }
  return { url, close };
}
