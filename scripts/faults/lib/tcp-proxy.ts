import net from 'node:net';
import type { Cleanup } from './processes';

/**
 * A TCP proxy on loopback between the server and a backend (PostgreSQL): while `cut`, every live
 * connection is destroyed and new ones are accepted and closed at once — the database as the app sees
 * it through a network blip; `restore` lets connections through again.
 */
export class TcpProxy {
  readonly port: number;
  private readonly server: net.Server;
  /** Each live connection: the app's side and PostgreSQL's. */
  private readonly live = new Set<[net.Socket, net.Socket]>();
  private down = false;
  /** Connections accepted and closed while cut. */
  refused = 0;
  /** Live connections destroyed by `cut`. */
  destroyed = 0;

  private constructor(server: net.Server, port: number) {
    this.server = server;
    this.port = port;
  }

  static async start(cleanup: Cleanup, targetPort: number): Promise<TcpProxy> {
    let proxy: TcpProxy | null = null;
    const server = net.createServer((client) => proxy?.accept(client, targetPort));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    proxy = new TcpProxy(server, (server.address() as net.AddressInfo).port);
    const started = proxy;
    cleanup.add('stop the TCP proxy', () => started.close());
    return started;
  }

  private accept(client: net.Socket, targetPort: number): void {
    client.on('error', () => {});
    if (this.down) {
      this.refused += 1;
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    this.live.add(pair);
    client.on('close', () => this.live.delete(pair));
  }

  /** Destroys every live connection and refuses new ones until `restore`. */
  cut(): void {
    this.down = true;
    for (const [client, upstream] of this.live) {
      this.destroyed += 1;
      client.destroy();
      upstream.destroy();
    }
    this.live.clear();
  }

  restore(): void {
    this.down = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
