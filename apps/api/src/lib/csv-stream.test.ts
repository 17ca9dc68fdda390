import type { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { csvMoney } from './csv.ts';
import { type CsvFormat, type CsvValue, csvStream, keysetBatches } from './csv-stream.ts';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

async function* inBatches<Row>(rows: Row[], size: number): AsyncGenerator<Row[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

const csv = (header: string[], rows: CsvValue[][], format?: CsvFormat) =>
  text(csvStream(inBatches(rows, 2), header, (row) => row, format));

describe('csvStream, spreadsheet format', () => {
  it.each([
    ['plain', 'plain'],
    ['=1+2', "'=1+2"],
    ['+61 400', "'+61 400"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rx', `"'\rx"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['', ''],
  ])('writes %j as %j', async (value, written) => {
    expect(await csv(['Value'], [[value]])).toBe(`\ufeffValue\r\n${written}\r\n`);
  });

  it('writes numbers as they are, a negative one without an apostrophe', async () => {
    expect(await csv(['A', 'B', 'C'], [[12, -5, 0]])).toBe('\ufeffA,B,C\r\n12,-5,0\r\n');
  });

  it("writes amounts as they are in either format, a refund's negative one too", async () => {
    expect(await csv(['Net'], [[csvMoney(-1473)]])).toBe('\ufeffNet\r\n-14.73\r\n');
    expect(await csv(['Net'], [[csvMoney(-1473)]], 'lines')).toBe('\ufeffNet\n"-14.73"\n');
  });

  it('starts with the byte order mark and ends every line, the last too, with CRLF', async () => {
    const rows = [
      ['=evil', 3],
      ['a,b', 4],
      ['c', 5],
    ];
    expect(await csv(['Name', 'Amount'], rows)).toBe('\ufeffName,Amount\r\n\'=evil,3\r\n"a,b",4\r\nc,5\r\n');
  });

  it('writes the header alone for no rows', async () => {
    expect(await csv(['Name'], [])).toBe('\ufeffName\r\n');
  });
});

describe('csvStream, lines format', () => {
  it('quotes every field, keeps each record on one line and neutralises formulas, under a bare header', async () => {
    const rows = [
      ['=1+1', '-2', '@cmd'],
      ['a\r\nb', 'say "hi"', ''],
    ];
    expect(await csv(['a', 'b', 'c'], rows, 'lines')).toBe(
      `\ufeffa,b,c\n"'=1+1","'-2","'@cmd"\n"a b","say ""hi""",""\n`,
    );
  });
});

describe('csvStream, reading', () => {
  it('reads the next batch only when the one before has been taken', async () => {
    let batchesRead = 0;
    let finished = false;
    async function* endless() {
      try {
        for (;;) {
          batchesRead += 1;
          yield Array.from({ length: 1000 }, () => 'x'.repeat(1000));
        }
      } finally {
        finished = true;
      }
    }
    const stream = csvStream(endless(), ['Text'], (row) => [row]);
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(batchesRead).toBe(1);
    // The client going away stops the reading.
    stream.destroy();
    await new Promise((resolve) => stream.once('close', resolve));
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(true);
  });

  it('ends in an error when reading fails', async () => {
    async function* failing() {
      yield [['first']];
      throw new Error('connection lost');
    }
    await expect(text(csvStream(failing(), ['Name'], (row) => row))).rejects.toThrow('connection lost');
  });
});

describe('csvStream through Fastify', () => {
  async function serve(batches: () => AsyncGenerator<string[][]>) {
    const logs: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logs.push(line) } } });
    app.get('/export', async (_request, reply) =>
      reply.header('content-type', 'text/csv; charset=utf-8').send(csvStream(batches(), ['Name'], (row) => row)),
    );
    app.get('/health', async () => ({ ok: true }));
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, url, logs };
  }

  it('answers 500 when the first batch fails, since nothing was sent yet', async () => {
    const { app, url } = await serve(
      // biome-ignore lint/correctness/useYield: a read that fails before its first row
      async function* () {
        throw new Error('connection lost');
      },
    );
    try {
      expect((await fetch(`${url}/export`)).status).toBe(500);
    } finally {
      await app.close();
    }
  });

  it('cuts the download short and logs the error when a later batch fails, and goes on serving', async () => {
    const { app, url, logs } = await serve(async function* () {
      // More than the streams buffer, so that the client receives the start before the failure.
      yield Array.from({ length: 1000 }, () => ['x'.repeat(100)]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('connection lost');
    });
    try {
      const response = await fetch(`${url}/export`);
      expect(response.status).toBe(200);
      const reader = response.body?.getReader();
      let received = '';
      const decoder = new TextDecoder();
      await expect(
        (async () => {
          for (;;) {
            const chunk = await reader?.read();
            if (!chunk || chunk.done) return;
            received += decoder.decode(chunk.value, { stream: true });
          }
        })(),
      ).rejects.toThrow();
      expect(received.startsWith('Name\r\nxxx')).toBe(true);
      expect(logs.join('')).toContain('connection lost');
      expect((await fetch(`${url}/health`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('keysetBatches', () => {
  const rows = [1, 1, 1, 2, 2, 3, 3, 3, 3, 4].map((key, id) => ({ key, id }));
  type Row = (typeof rows)[number];

  const read = (reads: unknown[]) => async (after: Row | undefined, limit: number) => {
    reads.push(after);
    return rows
      .filter((row) => !after || row.key > after.key || (row.key === after.key && row.id > after.id))
      .slice(0, limit);
  };

  async function all(size: number) {
    const reads: unknown[] = [];
    const batches: Row[][] = [];
    for await (const batch of keysetBatches(read(reads), (row) => row, size)) batches.push(batch);
    return { batches, reads };
  }

  it('reads every row once, in order, across batches that split equal keys', async () => {
    const { batches } = await all(3);
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 3, 1]);
    expect(batches.flat()).toEqual(rows);
  });

  it('stops without an empty batch when the rows fill the last batch exactly', async () => {
    const { batches, reads } = await all(5);
    expect(batches.map((batch) => batch.length)).toEqual([5, 5]);
    expect(reads).toHaveLength(3);
  });

  it('reads once, and yields nothing, for no rows', async () => {
    let reads = 0;
    const batches: unknown[] = [];
    const none = async () => {
      reads += 1;
      return [];
    };
    for await (const batch of keysetBatches(none, () => 0, 10)) batches.push(batch);
    expect({ batches, reads }).toEqual({ batches: [], reads: 1 });
  });
});
