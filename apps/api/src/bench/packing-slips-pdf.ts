/**
 * Draws the biggest batch of packing slips (a pick list and PACKING_SLIPS_MAX slips of a few lines
 * each) and reads the PDF as it streams, reporting the time and how far the process's memory grew:
 * what the batch costs a server apart from its two queries. `npx tsx src/bench/packing-slips-pdf.ts`
 */
import { PACKING_SLIPS_MAX } from '@soko/shared';
import { type PackingSlip, packingSlipsPdf } from '../lib/packing-slip-pdf.ts';

const MB = 1024 * 1024;

function slipOf(index: number): PackingSlip {
  return {
    storeName: 'Kente House',
    returnAddress: ['Returns to:', '12 Smith St', 'Fitzroy VIC 3065', 'Australia'],
    orderNumber: 100_001 + index,
    date: '28 November 2026',
    shipTo: [`Buyer ${index}`, 'Unit 4, 1 George St', 'Sydney NSW 2000', 'Australia'],
    items: Array.from({ length: 3 }, (_, line) => ({
      name: `Kente scarf ${line}`,
      variant: ['Red', 'Blue', 'Green'][line] ?? '',
      sku: `KEN-${String(line).padStart(4, '0')}`,
      qty: 1 + ((index + line) % 4),
    })),
  };
}

async function main() {
  // Another count (BENCH_SLIPS) shows whether memory grows with the batch or stays flat.
  const count = Number(process.env.BENCH_SLIPS ?? PACKING_SLIPS_MAX);
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  function* slips() {
    for (let index = 0; index < count; index++) yield slipOf(index);
  }
  const pickList = {
    facts: [['Sales', String(PACKING_SLIPS_MAX)]] as [string, string][],
    lines: Array.from({ length: 60 }, (_, line) => ({ sku: `KEN-${line}`, name: 'Kente scarf', variant: '', qty: 25 })),
  };
  let bytes = 0;
  let firstByteMs = 0;
  for await (const chunk of packingSlipsPdf('bench', pickList, slips())) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += (chunk as Buffer).byteLength;
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }
  clearInterval(sampler);
  const ms = performance.now() - started;
  console.log(
    `${count} packing slips and a pick list: ${(bytes / MB).toFixed(2)} MB in ${(ms / 1000).toFixed(2)} s ` +
      `(first bytes after ${firstByteMs.toFixed(0)} ms); RSS ${(rssBefore / MB).toFixed(0)} MB -> peak ` +
      `${(rssPeak / MB).toFixed(0)} MB (growth ${((rssPeak - rssBefore) / MB).toFixed(0)} MB)`,
  );
}

void main();
