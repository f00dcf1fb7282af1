import net from 'node:net';

export interface Answer {
  status: number;
  body: string;
}

/**
 * One HTTP/1.1 connection kept alive, one request at a time, written as one string and read by its
 * Content-Length: the load generator's client (issue 13). It runs on the cores the API and PostgreSQL share,
 * where pgbench's C client costs almost nothing; node:http's agent, request and response objects cost it
 * about 0.9 ms of CPU per transfer, a fourteenth of a transfer's on a slow host. An answer without a
 * Content-Length (chunked) is an error here: the API sends every JSON answer with one.
 */
export class KeepAliveClient {
  private readonly socket: net.Socket;
  private received: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | null = null;
  private failure: Error | null = null;

  constructor(
    private readonly host: string,
    port: number,
  ) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
      this.answerIfWhole();
    });
    const fail = (error: Error) => {
      this.failure = error;
      this.waiting?.reject(error);
      this.waiting = null;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('the API closed the connection')));
  }

  post(path: string, headers: Record<string, string>, body: string): Promise<Answer> {
    return this.request('POST', path, headers, body);
  }

  get(path: string, headers: Record<string, string>): Promise<Answer> {
    return this.request('GET', path, headers, '');
  }

  private request(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<Answer> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.waiting) return Promise.reject(new Error('one request at a time on a connection'));
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    return new Promise<Answer>((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(`${head}\r\n${body}`);
    });
  }

  close(): void {
    this.socket.removeAllListeners('close');
    this.socket.destroy();
  }

  private answerIfWhole(): void {
    const waiting = this.waiting;
    if (!waiting) return;
    const headEnd = this.received.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.received.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) {
      this.waiting = null;
      waiting.reject(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
      return;
    }
    const end = headEnd + 4 + Number(length);
    if (this.received.length < end) return;
    const body = this.received.toString('utf8', headEnd + 4, end);
    this.received = this.received.subarray(end);
    this.waiting = null;
    waiting.resolve({ status: Number(head.slice(9, 12)), body });
  }
}
