import { useErrorText, useMyProfile } from '@padel/api';
import { ErrorState, LoadingState, Stack, TwoColumns } from '@padel/ui-kit';
import { AccountDetails } from './account-details';
import { CalendarLinkCard } from './calendar-link-card';
import { ProfileForm } from './profile-form';
import { useT } from '../../../i18n';

/** The profile edit form next to the account details, once the profile is loaded. */
export function ProfileScreen() {
  const t = useT();
  const errorText = useErrorText();
  const profile = useMyProfile();
  if (profile.isPending) return <LoadingState label={t('profile.loading')} />;
  if (profile.isError) {
    return <ErrorState message={errorText(profile.error, t('profile.fetchFailed'))} onRetry={() => void profile.refetch()} />;
  }
  return (
    <TwoColumns>
      <ProfileForm key={profile.data.id} profile={profile.data} />
      <Stack>
        <AccountDetails profile={profile.data} />
        <CalendarLinkCard />
      </Stack>
    </TwoColumns>
  );
}
