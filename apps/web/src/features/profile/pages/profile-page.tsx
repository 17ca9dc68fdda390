import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { EditDetailsForm } from '../components/edit-details-form.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';

const TABS = { profile: 'Profile', settings: 'Settings', edit: 'Edit Details' } as const;
type Tab = keyof typeof TABS;

function isTab(value: string | null): value is Tab {
  return value !== null && value in TABS;
}

/** Spec section 2: the profile page, with tabs Profile, Settings and Edit Details (the tab is in the address). */
export function ProfilePage() {
  usePageTitle('Profile');
  const user = useSignedInUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';

  const showTab = (next: string | null) => {
    setSearchParams(next === null || next === 'profile' ? {} : { tab: next });
  };

  return (
    <Stack gap="md">
      <Title order={1}>Profile</Title>
      <Tabs value={tab} onChange={showTab}>
        <Tabs.List>
          {Object.entries(TABS).map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Only the open panel has content, so that each visit to a form starts from the saved account. */}
        <Tabs.Panel value="profile" pt="lg">
          {tab === 'profile' && <ProfileDetails user={user} />}
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="lg">
          {tab === 'settings' && <ChangePasswordForm userId={user._id} />}
        </Tabs.Panel>
        <Tabs.Panel value="edit" pt="lg">
          {tab === 'edit' && <EditDetailsForm user={user} onSaved={() => showTab('profile')} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
