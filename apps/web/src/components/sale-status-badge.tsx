import { Badge, type BadgeProps } from '@mantine/core';
import { saleStatusColour } from '@soko/shared';

/**
 * Filled shades that keep the text at WCAG AA contrast in both colour schemes: white on red 9 and on
 * brand green 7, and (through autoContrast) black on yellow 4.
 */
const BADGE_COLOURS = { red: 'red.9', green: 'brand.7', yellow: 'yellow.4' } as const;

interface SaleStatusBadgeProps extends Omit<BadgeProps, 'color' | 'variant' | 'children'> {
  status: string;
}

/** A sale's or an order's status in the colour of docs/product.md section 4: Not processed red, Delivered green, else yellow. */
export function SaleStatusBadge({ status, ...props }: SaleStatusBadgeProps) {
  // Small by default: "Not processed" stays whole beside an order's number and amounts on a 375 px phone.
  return (
    <Badge variant="filled" color={BADGE_COLOURS[saleStatusColour(status)]} autoContrast size="sm" {...props}>
      {status}
    </Badge>
  );
}
