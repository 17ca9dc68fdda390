import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/** A real SMTP server on localhost that keeps what it receives; port 0 picks a free port. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: boundPort } = server.server.address() as AddressInfo;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ParsedMail {
  subject: string;
  text: string;
  html: string;
}

function decodeBody(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const hexEscaped = body
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, '%$1');
    return decodeURIComponent(hexEscaped);
  }
  return body;
}

/** Reads the subject and the two parts of a multipart/alternative message as nodemailer writes it. */
export function parseMail(raw: string): ParsedMail {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) throw new Error('Not a multipart message');
  const parts = rest
    .join('\r\n\r\n')
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const separator = part.indexOf('\r\n\r\n');
      const partHeaders = part.slice(0, separator);
      const body = part.slice(separator + 4).replace(/\r\n$/, '');
      return {
        type: /^content-type:\s*([^;\s]+)/im.exec(partHeaders)?.[1] ?? '',
        body: decodeBody(partHeaders, body).replace(/\r\n/g, '\n'),
      };
    });
  return {
    subject: /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '',
    text: parts.find((part) => part.type === 'text/plain')?.body ?? '',
    html: parts.find((part) => part.type === 'text/html')?.body ?? '',
  };
}
