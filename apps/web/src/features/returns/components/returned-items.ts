import type { ReturnDto } from '@soko/shared';

/** One returned line in words: "2 × Kente scarf (Red)". */
export function returnedItemText(item: ReturnDto['items'][number]): string {
  return `${item.qty} × ${item.name}${item.variant ? ` (${item.variant})` : ''}`;
}
