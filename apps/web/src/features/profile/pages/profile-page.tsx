import { Stack, Tabs, Title } from '@mantine/core';
import { type PublicUser, ROLE_VENDOR } from '@soko/shared';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { PrivacyPanel } from '../../privacy/index.ts';
import { BankAccountPanel } from '../components/bank-account-panel.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { EditDetailsForm } from '../components/edit-details-form.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';
import { SessionsPanel } from '../components/sessions-panel.tsx';

const TABS = {
  profile: 'Profile',
  settings: 'Settings',
  edit: 'Edit Details',
  devices: 'Devices',
  payouts: 'Payouts',
} as const;
type Tab = keyof typeof TABS;

/** Only vendors are paid out, so only they have the Payouts tab with their bank details. */
function tabsOf(user: PublicUser): Tab[] {
  const tabs = Object.keys(TABS) as Tab[];
  return user.role === ROLE_VENDOR ? tabs : tabs.filter((tab) => tab !== 'payouts');
}

/**
 * docs/product.md section 2: the profile page, with tabs Profile, Settings and Edit Details, Devices (the
 * sessions of issue 15), and Payouts for a vendor (the tab is in the address).
 */
export function ProfilePage() {
  usePageTitle('Profile');
  const user = useSignedInUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = tabsOf(user);
  const tab = tabs.find((candidate) => candidate === searchParams.get('tab')) ?? 'profile';

  const showTab = (next: string | null) => {
    setSearchParams(next === null || next === 'profile' ? {} : { tab: next });
  };

  return (
    <Stack gap="md">
      <Title order={1}>Profile</Title>
      <Tabs value={tab} onChange={showTab}>
        <Tabs.List>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TABS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Only the open panel has content, so that each visit to a form starts from the saved account. */}
        <Tabs.Panel value="profile" pt="lg">
          {tab === 'profile' && <ProfileDetails user={user} />}
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="lg">
          {tab === 'settings' && (
            <Stack gap="xl">
              <ChangePasswordForm userId={user._id} />
              <PrivacyPanel user={user} />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="edit" pt="lg">
          {tab === 'edit' && <EditDetailsForm user={user} onSaved={() => showTab('profile')} />}
        </Tabs.Panel>
        <Tabs.Panel value="devices" pt="lg">
          {tab === 'devices' && <SessionsPanel userId={user._id} />}
        </Tabs.Panel>
        {tabs.includes('payouts') && (
          <Tabs.Panel value="payouts" pt="lg">
            {tab === 'payouts' && <BankAccountPanel userId={user._id} />}
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
