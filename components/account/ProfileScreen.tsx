'use client';
import { useTranslations } from 'next-intl';
import AccountData from './AccountData';
import ProfileDetails from './ProfileDetails';
import ProfileEditor from './ProfileEditor';
import RequireSignIn from './RequireSignIn';
import SavedReports from './SavedReports';

/** My Profile: its texts from the `Profile` namespace (the page gives only that one to the browser). */
export default function ProfileScreen() {
  const t = useTranslations('Profile');
  return (
    <RequireSignIn loading={t('loading')}>
      {(user) => (
        <>
          <ProfileDetails userId={user._id} />
          <ProfileEditor userId={user._id} />
          <SavedReports />
          <AccountData />
        </>
      )}
    </RequireSignIn>
  );
}
