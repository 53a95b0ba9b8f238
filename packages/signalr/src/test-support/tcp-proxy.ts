import { type AddressInfo, createServer, type Server, Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 between a client and a test server, to play the network: drop every
 * connection without a close frame, hold new connections back, or freeze traffic both ways.
 */
export class TcpProxy {
  private readonly pairs = new Set<[Socket, Socket]>();
  private readonly held: Socket[] = [];
  private isHolding = false;

  private constructor(
    private readonly server: Server,
    private readonly targetPort: number,
  ) {
    server.on('connection', (client) => {
      client.on('error', () => {});
      if (this.isHolding) {
        client.pause();
        this.held.push(client);
      } else {
        this.forward(client);
      }
    });
  }

  static async start(targetPort: number): Promise<TcpProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new TcpProxy(server, targetPort);
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** Destroys every proxied connection on both sides: a network loss, not a close. */
  dropAll(): void {
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  /** New connections wait, unanswered, until release(). */
  hold(): void {
    this.isHolding = true;
  }

  release(): void {
    this.isHolding = false;
    for (const client of this.held.splice(0)) this.forward(client);
  }

  /** Stops forwarding in both directions: the server looks frozen to the client. */
  freeze(): void {
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  async close(): Promise<void> {
    this.dropAll();
    for (const client of this.held.splice(0)) client.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private forward(client: Socket): void {
    const upstream = new Socket();
    upstream.on('error', () => {});
    const pair: [Socket, Socket] = [client, upstream];
    this.pairs.add(pair);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      this.pairs.delete(pair);
    };
    client.on('close', drop);
    upstream.on('close', drop);
    upstream.connect(this.targetPort, '127.0.0.1', () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  }
}
