import { Text } from '@mantine/core';
import { type DeliveryAddressDto, streetLine } from '@soko/shared';

/** A customer's delivery address, as it would be written on a parcel. */
export function DeliveryAddress({ address }: { address: DeliveryAddressDto }) {
  return (
    <Text component="address" style={{ fontStyle: 'normal' }}>
      {streetLine(address)}
      <br />
      {address.suburb} {address.state} {address.postcode}
      <br />
      {address.country}
    </Text>
  );
}
