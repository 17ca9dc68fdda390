import { Badge } from '@mantine/core';

/** Filled shades keep the text at WCAG AA contrast: white on brand green 7 and on gray 7. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="filled" color={active ? 'brand.7' : 'gray.7'}>
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
