/**
 * Fetches a JSON document: the data, or an Error whose message says what the server did. A module of its own,
 * imported by useJsonSource.ts only when an element has a `src`: a page that gives its data, or shows the default
 * content, never downloads it.
 */
export async function fetchJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`answered ${response.status} ${response.statusText}`.trim());
  try {
    return await response.json();
  } catch {
    throw new Error('did not answer with JSON');
  }
}
