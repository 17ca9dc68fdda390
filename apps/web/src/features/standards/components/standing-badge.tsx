import { Badge, type BadgeProps } from '@mantine/core';
import { STANDARD_STATUS_LABELS, type VendorStanding } from '@soko/shared';

/**
 * Filled shades that keep the text at WCAG AA contrast in both colour schemes: white on red 9, on
 * brand green 7 and on gray 8, black on yellow 4 (autoContrast).
 */
const COLOURS: Record<VendorStanding, string> = { over: 'red.9', alert: 'yellow.4', ok: 'brand.7', unrated: 'gray.8' };

interface StandingBadgeProps extends Omit<BadgeProps, 'color' | 'variant' | 'children'> {
  standing: VendorStanding;
  /** A metric's own status reads shorter: "Over the limit", "Alert", "OK". */
  short?: boolean;
}

export function StandingBadge({ standing, short = false, ...props }: StandingBadgeProps) {
  const label = short && standing === 'ok' ? 'OK' : STANDARD_STATUS_LABELS[standing];
  return (
    <Badge variant="filled" color={COLOURS[standing]} autoContrast size="sm" {...props}>
      {label}
    </Badge>
  );
}
