'use client';
import ProfileDetails from './ProfileDetails';
import RequireSignIn from './RequireSignIn';

export default function ProfileScreen() {
  return <RequireSignIn>{(user) => <ProfileDetails userId={user._id} />}</RequireSignIn>;
}
