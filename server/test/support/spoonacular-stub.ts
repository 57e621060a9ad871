// A stand-in for the Spoonacular API on 127.0.0.1: real HTTP, switchable between good and bad answers.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type StubMode = 'ok' | 'error' | 'bad-json' | 'bad-shape' | 'hang';

export interface StubRequest {
  path: string;
  query: Record<string, string>;
  apiKey: string | undefined;
}

export interface SpoonacularStub {
  url: string;
  mode: StubMode;
  requests: StubRequest[];
  close(): Promise<void>;
}

export const STUB_RECIPE = {
  id: 716429,
  title: 'Pasta with Garlic, Scallions, Cauliflower & Breadcrumbs',
  image: 'https://img.spoonacular.com/recipes/716429-556x370.jpg',
  diets: ['dairy free'],
  spoonacularScore: 83.4,
  healthScore: 18.6,
};

export const STUB_TOTAL = 27;

const information = {
  ...STUB_RECIPE,
  sourceUrl: 'https://fullbellysisters.blogspot.com/2012/06/pasta-with-garlic-scallions.html',
  summary: 'You can never have too many <b>main course</b> recipes.',
  analyzedInstructions: [
    {
      name: '',
      steps: [
        { number: 1, step: 'Boil the pasta.' },
        { number: 2, step: 'Toss.' },
      ],
    },
  ],
  instructions: '<ol><li>Boil the pasta.</li></ol>',
};

export async function startSpoonacularStub(): Promise<SpoonacularStub> {
  const sockets = new Set<Socket>();
  const stub = { mode: 'ok' as StubMode, requests: [] as StubRequest[] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const apiKey = req.headers['x-api-key'];
    stub.requests.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      apiKey: typeof apiKey === 'string' ? apiKey : undefined,
    });
    const send = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    switch (stub.mode) {
      case 'hang':
        return;
      case 'error':
        return send(402, JSON.stringify({ status: 'failure', message: 'quota exceeded' }));
      case 'bad-json':
        return send(200, '{"results": [');
      case 'bad-shape':
        return send(200, JSON.stringify({ results: [{ id: 'x' }], totalResults: -1 }));
      case 'ok':
        break;
    }
    if (url.pathname === '/recipes/complexSearch') {
      return send(
        200,
        JSON.stringify({
          results: [STUB_RECIPE],
          offset: Number(url.searchParams.get('offset')),
          number: Number(url.searchParams.get('number')),
          totalResults: STUB_TOTAL,
        }),
      );
    }
    if (url.pathname === `/recipes/${STUB_RECIPE.id}/information`) {
      return send(200, JSON.stringify(information));
    }
    return send(404, JSON.stringify({ status: 'failure', code: 404 }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
