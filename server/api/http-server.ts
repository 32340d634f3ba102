// The node:http server in front of the h3 app. Requests that arrive before the app is ready or while shutting down
// get a 503 instead of hanging; HTTP that cannot even be parsed gets a JSON 4xx like everything else.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { toNodeHandler, type H3 } from 'h3';

export interface HttpServer {
  server: Server;
  port: number;
  /** Starts routing requests to `app`. */
  serve(app: H3): void;
  /** Stops accepting connections and answers 503 to requests on kept-alive ones. */
  stopAccepting(): void;
  /** Closes every connection (after stopAccepting and the jobs' grace period). */
  closeAll(): Promise<void>;
}

function rawJson(socket: Socket, status: number, reason: string, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

export async function startHttpServer(options: { host: string; port: number }): Promise<HttpServer> {
  let handle: ReturnType<typeof toNodeHandler> | undefined;
  let stopping = false;
  const server = createServer((req, res) => {
    if (!handle || stopping) {
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5', connection: 'close' });
      res.end(JSON.stringify({ error: stopping ? 'the server is shutting down' : 'the server is starting' }));
      return;
    }
    void handle(req, res);
  });
  // Without a listener node answers 417 itself, with an empty body; every error here carries `{error}`.
  server.on('checkExpectation', (_req, res) => {
    const body = JSON.stringify({ error: 'unsupported Expect header; only 100-continue is' });
    res.writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
    res.end(body);
  });
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) socket.destroy();
    else if (error.code === 'HPE_HEADER_OVERFLOW') rawJson(socket, 431, 'Request Header Fields Too Large', 'request headers too large');
    else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') rawJson(socket, 408, 'Request Timeout', 'request timed out');
    else rawJson(socket, 400, 'Bad Request', 'malformed HTTP request');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    serve(app) {
      handle = toNodeHandler(app);
    },
    stopAccepting() {
      stopping = true;
      server.close();
      server.closeIdleConnections();
    },
    async closeAll() {
      stopping = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
