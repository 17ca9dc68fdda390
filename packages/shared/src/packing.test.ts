import { describe, expect, it } from 'vitest';
import { type PickItem, pickListOf, TRACKING_CARRIERS, trackingUrlOf } from './packing.ts';

const line = (productId: string | null, name: string, variant: string, sku: string, qty: number): PickItem => ({
  productId,
  name,
  variant,
  sku,
  qty,
});

describe('the pick list', () => {
  it('adds up each product and variant across the sales, sorted by SKU with lines without one last', () => {
    const items = [
      line('scarf', 'Kente scarf', 'Red', 'KEN-2', 2),
      line('bag', 'Woven bag', '', 'BAG-1', 1),
      line('scarf', 'Kente scarf', 'Blue', 'KEN-1', 3),
      line('mat', 'Raffia mat', '', '', 4),
      line('scarf', 'Kente scarf', 'Red', 'KEN-2', 5),
      line(null, 'Old drum', '', '', 1),
      line(null, 'Old drum', '', '', 2),
      line('bag', 'Woven bag', '', 'BAG-1', 6),
    ];
    const list = pickListOf(items);
    expect(list.map(({ sku, name, variant, qty }) => [sku, name, variant, qty])).toEqual([
      ['BAG-1', 'Woven bag', '', 7],
      ['KEN-1', 'Kente scarf', 'Blue', 3],
      ['KEN-2', 'Kente scarf', 'Red', 7],
      ['', 'Old drum', '', 3],
      ['', 'Raffia mat', '', 4],
    ]);
    // Nothing is lost or counted twice.
    expect(list.reduce((sum, pick) => sum + pick.qty, 0)).toBe(items.reduce((sum, item) => sum + item.qty, 0));
    expect(items[0]?.qty).toBe(2);
  });
});

describe('tracking links', () => {
  it.each([
    ['Australia Post', 'https://auspost.com.au/mypost/track/details/33ABC0012345'],
    ['StarTrack', 'https://startrack.com.au/track/details/33ABC0012345'],
    ['Aramex', 'https://www.aramex.com.au/tools/track?l=33ABC0012345'],
    ['CouriersPlease', 'https://www.couriersplease.com.au/tools-track/no/33ABC0012345'],
    ['DHL', 'https://www.dhl.com/au-en/home/tracking.html?tracking-id=33ABC0012345&submit=1'],
    ['TNT', 'https://www.tnt.com/express/en_au/site/shipping-tools/tracking.html?searchType=con&cons=33ABC0012345'],
    ['Sendle', 'https://track.sendle.com/tracking?ref=33ABC0012345'],
  ] as const)('links %s to its tracking page', (carrier, url) => {
    expect(trackingUrlOf(carrier, ' 33ABC0012345 ')).toBe(url);
  });

  it('covers every carrier, escapes the number, and answers null without a carrier it knows or a number', () => {
    expect(TRACKING_CARRIERS).toHaveLength(7);
    expect(trackingUrlOf('Sendle', 'SNDL 1/2?x')).toBe('https://track.sendle.com/tracking?ref=SNDL%201%2F2%3Fx');
    expect(trackingUrlOf('TransDirect', 'TD123')).toBeNull();
    expect(trackingUrlOf('Fixed Delivery', 'FD123')).toBeNull();
    expect(trackingUrlOf(null, 'AP123')).toBeNull();
    expect(trackingUrlOf('Australia Post', '  ')).toBeNull();
  });
});
