import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

// Node hands every request that carries `Connection: upgrade` to the server's 'upgrade' listeners
// as soon as there is one (Socket.IO's), and that listener closes whatever is not its own WebSocket.
// So Java's HttpClient, which asks every plain-HTTP request to upgrade to `h2c`, and any client
// behind a proxy that passes `Upgrade` on, got an empty reply. An upgrade may be ignored (RFC 9110
// 7.8): everything but the WebSocket upgrades `takes` accepts is parsed again as plain HTTP/1.1.

type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** Routes to the existing 'upgrade' listeners only the requests `takes` accepts; answers the rest as HTTP. */
export function answerOtherUpgradesAsHttp(server: Server, takes: (req: IncomingMessage) => boolean): void {
  const listeners = server.listeners('upgrade') as UpgradeListener[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (takes(req)) {
      for (const listener of listeners) listener.call(server, req, socket, head);
      return;
    }
    socket.unshift(Buffer.concat([plainRequestHead(req), head]));
    // Node gave the socket up when it saw the upgrade; a fresh 'connection' puts a new HTTP parser on it.
    server.emit('connection', socket);
  });
}

/** A WebSocket upgrade whose path starts with `path` (Socket.IO's own check, plus the protocol). */
export const isWebSocketTo =
  (path: string) =>
  (req: IncomingMessage): boolean =>
    req.headers.upgrade?.toLowerCase() === 'websocket' && (req.url ?? '').startsWith(path);

/** The request line and headers as received, without the upgrade request. */
function plainRequestHead(req: IncomingMessage): Buffer {
  const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] ?? '';
    const value = raw[i + 1] ?? '';
    const lower = name.toLowerCase();
    if (lower === 'upgrade') continue;
    if (lower === 'connection') {
      const kept = value
        .split(',')
        .map((token) => token.trim())
        .filter((token) => token !== '' && token.toLowerCase() !== 'upgrade');
      if (kept.length > 0) lines.push(`${name}: ${kept.join(', ')}`);
      continue;
    }
    lines.push(`${name}: ${value}`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}
