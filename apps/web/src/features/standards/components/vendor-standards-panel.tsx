import { Text } from '@mantine/core';
import { StandardsView } from './standards-view.tsx';

/** The Standards tab of a vendor's page for staff: the figures counted now, to decide with. */
export function VendorStandardsPanel({ vendorId }: { vendorId: string }) {
  return (
    <>
      <Text size="sm" mb="sm">
        Nothing happens to a vendor automatically when a figure is over its limit: decide here (deactivate the vendor,
        pause its products, or write to it).
      </Text>
      <StandardsView vendorId={vendorId} headingOrder={3} />
    </>
  );
}
