import { Alert, Anchor, Text } from '@mantine/core';
import type { SharedDetails, VendorRef } from '@soko/shared';
import { Fragment } from 'react';
import { Link } from 'react-router';

function hasShared(shared: SharedDetails): boolean {
  return shared.abn.length > 0 || shared.bankAccount.length > 0;
}

function VendorLinks({ vendors }: { vendors: VendorRef[] }) {
  return vendors.map((vendor, index) => (
    <Fragment key={vendor._id}>
      {index > 0 && ', '}
      <Anchor component={Link} to={`/vendors/verification/${vendor._id}`} inherit>
        {vendor.displayName || 'Unnamed vendor'}
      </Anchor>
    </Fragment>
  ));
}

function SharedLines({ shared }: { shared: SharedDetails }) {
  return (
    <>
      {shared.abn.length > 0 && (
        <Text size="sm">
          The ABN is also used by <VendorLinks vendors={shared.abn} />.
        </Text>
      )}
      {shared.bankAccount.length > 0 && (
        <Text size="sm">
          The bank account is also used by <VendorLinks vendors={shared.bankAccount} />.
        </Text>
      )}
    </>
  );
}

/** The review's and the approve dialog's warning that another vendor has the same ABN or bank account. */
export function SharedDetailsAlert({ shared }: { shared: SharedDetails }) {
  if (!hasShared(shared)) return null;
  return (
    <Alert color="yellow" variant="light" title="Details shared with another vendor">
      <SharedLines shared={shared} />
    </Alert>
  );
}

/** The queue row's short form of the same warning. */
export function SharedDetailsNote({ shared }: { shared: SharedDetails }) {
  if (!hasShared(shared)) return null;
  return <SharedLines shared={shared} />;
}
