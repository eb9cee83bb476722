import { messageOf, useMyProfile } from '@padel/api';
import { ErrorState, LoadingState, TwoColumns } from '@padel/ui-kit';
import { AccountDetails } from './account-details';
import { ProfileForm } from './profile-form';

/** The profile edit form next to the account details, once the profile is loaded. */
export function ProfileScreen() {
  const profile = useMyProfile();
  if (profile.isPending) return <LoadingState label="Loading your profile" />;
  if (profile.isError)
    return <ErrorState message={messageOf(profile.error, 'Failed to fetch profile')} onRetry={() => void profile.refetch()} />;
  return (
    <TwoColumns>
      <ProfileForm key={profile.data.id} profile={profile.data} />
      <AccountDetails profile={profile.data} />
    </TwoColumns>
  );
}
