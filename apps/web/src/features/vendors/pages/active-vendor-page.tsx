import { Button, EmptyState, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { ADMIN_TEXT, hasPermission, type Permission, type VendorDetail } from '@soko/shared';
import { IconUsersGroup } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OnboardingBadge } from '../../../components/onboarding-badge.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { VendorStandardsPanel } from '../../standards/index.ts';
import { setVendorActive, vendorAssetQuery } from '../api.ts';
import { DeactivateModal } from '../components/deactivate-modal.tsx';
import { VendorDetailsForm } from '../components/vendor-details-form.tsx';
import { VendorDetailsPanel } from '../components/vendor-details-panel.tsx';
import { VendorProductsPanel } from '../components/vendor-products-panel.tsx';
import { VendorSalesPanel } from '../components/vendor-sales-panel.tsx';
import { VendorTransactionsPanel } from '../components/vendor-transactions-panel.tsx';

/** Each tab with the permission its calls need: a staff member sees the tabs of their role. */
const TABS = [
  { value: 'details', label: 'Vendor Details', permission: 'vendors.read' },
  { value: 'edit', label: 'Edit Vendor Details', permission: 'vendors' },
  { value: 'products', label: 'Product', permission: 'catalogue.read' },
  { value: 'sales', label: 'Sales', permission: 'sales.read' },
  { value: 'transactions', label: 'Transaction', permission: 'money.read' },
  { value: 'standards', label: 'Standards', permission: 'vendors.read' },
] as const satisfies readonly { value: string; label: string; permission: Permission }[];
type Tab = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is Tab {
  return TABS.some((tab) => tab.value === value);
}

function NoActiveVendor() {
  return (
    <Stack gap="md">
      <Title order={1}>Active vendor</Title>
      <EmptyState icon={<IconUsersGroup aria-hidden />} title={ADMIN_TEXT.noActiveVendor}>
        <Text c="dimmed">Choose a vendor in the vendors list to act for them.</Text>
        <EmptyState.Actions>
          <Button component={Link} to="/vendors">
            Go to vendors
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Stack>
  );
}

interface VendorScreenProps {
  adminId: string;
  detail: VendorDetail;
}

function VendorScreen({ adminId, detail }: VendorScreenProps) {
  const staff = useSignedInUser();
  const tabs = TABS.filter((entry) => hasPermission(staff, entry.permission));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) && tabs.some((entry) => entry.value === requested) ? requested : 'details';
  const showTab = (next: Tab) => setSearchParams(next === 'details' ? {} : { tab: next }, { replace: true });
  const [confirming, setConfirming] = useState(false);
  const { user, summary } = detail;
  const setActive = useMutation({
    mutationFn: (active: boolean) => setVendorActive(adminId, user._id, active),
    onSuccess: ({ msg }) => {
      alertSuccess(msg);
      setConfirming(false);
    },
    onError: alertApiError,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{user.displayName || `${user.firstName} ${user.lastName}`}</Title>
          <Group gap="xs" mt={4}>
            <Text size="sm" c="dimmed" component="span">
              Status
            </Text>
            <OnboardingBadge state={summary.onboarding} />
          </Group>
        </div>
        <Group gap="sm">
          <Button variant="default" component={Link} to="/vendors">
            Change vendor
          </Button>
          {hasPermission(staff, 'vendors') &&
            (user.active ? (
              <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
                Deactivate
              </Button>
            ) : (
              <Button onClick={() => setActive.mutate(true)} loading={setActive.isPending}>
                Activate
              </Button>
            ))}
        </Group>
      </Group>
      <Tabs value={tab} onChange={(value) => isTab(value) && showTab(value)} keepMounted={false}>
        <Tabs.List>
          {tabs.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <VendorDetailsPanel detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="edit" pt="md">
          {/* Not kept mounted: reopening the tab after a save starts from the saved details. */}
          <VendorDetailsForm adminId={adminId} vendor={user} onSaved={() => showTab('details')} />
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="md">
          <VendorProductsPanel adminId={adminId} detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="sales" pt="md">
          <VendorSalesPanel vendorId={user._id} />
        </Tabs.Panel>
        <Tabs.Panel value="transactions" pt="md">
          <VendorTransactionsPanel vendorId={user._id} />
        </Tabs.Panel>
        <Tabs.Panel value="standards" pt="md">
          <VendorStandardsPanel vendorId={user._id} />
        </Tabs.Panel>
      </Tabs>
      <DeactivateModal
        vendorName={confirming ? user.displayName : null}
        loading={setActive.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => setActive.mutate(false)}
      />
    </Stack>
  );
}

/**
 * The vendor the super admin acts for (docs/product.md section 2). It shows as soon as the vendor has loaded:
 * the spec's 2 s display delay was a placeholder and is not kept.
 */
export function ActiveVendorPage() {
  usePageTitle('Active vendor');
  const admin = useSignedInUser();
  const vendorId = admin.activeVendor?._id;
  const asset = useQuery({ ...vendorAssetQuery(admin._id, vendorId ?? ''), enabled: vendorId !== undefined });

  if (!vendorId) return <NoActiveVendor />;
  if (asset.isPending || asset.isError) {
    return (
      <Stack gap="md">
        <Title order={1}>Active vendor</Title>
        <QueryState query={asset} loadingLabel="Loading the vendor" errorTitle="The vendor could not be loaded" />
      </Stack>
    );
  }
  return <VendorScreen key={vendorId} adminId={admin._id} detail={asset.data.vendor} />;
}
