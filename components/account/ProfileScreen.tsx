'use client';
import AccountData from './AccountData';
import ProfileDetails from './ProfileDetails';
import ProfileEditor from './ProfileEditor';
import RequireSignIn from './RequireSignIn';
import SavedReports from './SavedReports';

export default function ProfileScreen() {
  return (
    <RequireSignIn>
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
