import WebSocket from 'ws';
import { waitFor } from './clients.ts';

export const RS = '\x1e';

export interface Negotiated {
  connectionId: string;
  connectionToken: string;
}

export async function negotiateRaw(
  hubUrl: string,
  query = 'negotiateVersion=1',
): Promise<Negotiated> {
  const response = await fetch(`${hubUrl}/negotiate?${query}`, { method: 'POST' });
  if (response.status !== 200) throw new Error(`negotiate: ${response.status}`);
  return (await response.json()) as Negotiated;
}

/** A bare WebSocket speaking the protocol by hand, to send what the official client never would. */
export class RawWebSocket {
  readonly records: string[] = [];
  closeCode: number | null = null;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = data.toString();
      for (const record of text.split(RS).slice(0, -1)) this.records.push(record);
    });
    socket.on('close', (code) => (this.closeCode = code));
    socket.on('error', () => {});
  }

  /** Negotiates, opens the WebSocket and, unless told otherwise, completes the handshake. */
  static async open(hubUrl: string, { handshake = true } = {}): Promise<RawWebSocket> {
    const { connectionToken } = await negotiateRaw(hubUrl);
    const url = `${hubUrl.replace(/^http/, 'ws')}?id=${connectionToken}`;
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const client = new RawWebSocket(socket);
    if (handshake) {
      client.send(`{"protocol":"json","version":1}${RS}`);
      await client.waitForRecord((record) => record === '{}');
    }
    return client;
  }

  send(text: string): void {
    this.socket.send(text);
  }

  async waitForRecord(match: (record: string) => boolean, timeoutMs = 5_000): Promise<string> {
    await waitFor(() => this.records.some(match), { timeoutMs, what: 'a record' });
    return this.records.find(match)!;
  }

  async waitForClose(timeoutMs = 5_000): Promise<number> {
    await waitFor(() => this.closeCode !== null, { timeoutMs, what: 'the socket to close' });
    return this.closeCode!;
  }

  terminate(): void {
    this.socket.terminate();
  }
}
