import { E2E_URLS } from './servers';

/** The reference service's own answer to a query, to compare a view with. */
export async function incidentApi<Body>(token: string, pathAndQuery: string): Promise<Body> {
  const response = await fetch(`${E2E_URLS.incident}${pathAndQuery}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as Body;
}
