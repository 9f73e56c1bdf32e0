/**
 * A test double of hosted search, for the site's tests and browser tests: a local HTTP server on
 * 127.0.0.1 standing in for Algolia's indexing API (what gatsby-plugin-algolia's client calls: settings, browse, batch, task
 * status; and the synonyms batch the build pushes itself); it keeps every record, setting and
 * synonym pushed to it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IndexingStub {
  url: string;
  /** Records per index name, by objectID. */
  records: Map<string, Map<string, Record<string, unknown>>>;
  settings: Map<string, Record<string, unknown>>;
  /** Synonyms per index name, by objectID. */
  synonyms: Map<string, Map<string, Record<string, unknown>>>;
  /** Every request: method, path, query parameters and headers the client sent. */
  requests: {
    method: string;
    path: string;
    query: URLSearchParams;
    headers: http.IncomingHttpHeaders;
  }[];
  close(): Promise<void>;
}

export function startIndexingStub(): Promise<IndexingStub> {
  const records = new Map<string, Map<string, Record<string, unknown>>>();
  const settings = new Map<string, Record<string, unknown>>();
  const synonyms = new Map<string, Map<string, Record<string, unknown>>>();
  const requests: IndexingStub['requests'] = [];
  let task = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
      });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const m = /^\/1\/indexes\/([^/]+)(?:\/(.*))?$/.exec(url.pathname);
      if (!m) return json(404, { message: 'not found', status: 404 });
      const index = decodeURIComponent(m[1]);
      const rest = m[2] ?? '';
      const data = body ? JSON.parse(body) : {};
      if (rest === 'settings' && req.method === 'GET') {
        const s = settings.get(index);
        return s ? json(200, s) : json(404, { message: 'Index does not exist', status: 404 });
      }
      if (rest === 'settings' && req.method === 'PUT') {
        settings.set(index, { ...(settings.get(index) ?? {}), ...data });
        return json(200, { taskID: ++task, updatedAt: new Date().toISOString() });
      }
      if (rest === 'synonyms/batch' && req.method === 'POST') {
        const store =
          url.searchParams.get('replaceExistingSynonyms') === 'true'
            ? new Map<string, Record<string, unknown>>()
            : (synonyms.get(index) ?? new Map());
        for (const s of Array.isArray(data) ? data : []) store.set(String(s.objectID), s);
        synonyms.set(index, store);
        return json(200, { taskID: ++task, updatedAt: new Date().toISOString() });
      }
      if (rest.startsWith('task/')) return json(200, { status: 'published', pendingTask: false });
      if (rest === 'browse') {
        return json(200, { hits: [...(records.get(index)?.values() ?? [])], nbHits: 0, page: 0 });
      }
      if (rest === 'batch') {
        const store = records.get(index) ?? new Map();
        records.set(index, store);
        const ids: string[] = [];
        for (const r of data.requests ?? []) {
          const id = String(r.body?.objectID ?? r.body?.id);
          if (r.action === 'deleteObject') store.delete(id);
          else store.set(id, r.body);
          ids.push(id);
        }
        return json(200, { taskID: ++task, objectIDs: ids });
      }
      return json(404, { message: `unsupported ${req.method} ${url.pathname}`, status: 404 });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        records,
        settings,
        synonyms,
        requests,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}
