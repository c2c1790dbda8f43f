import { deleteAccountRequestSchema, updateProfileRequestSchema, type AccountMessageResponse, type ProfileResponse } from '@/lib/contract/account';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { endSession } from '@/lib/server/auth/session';
import { json, parseWith, readJsonObject, requireUser, route } from '@/lib/server/http/route';
import { eraseAccount } from '@/lib/server/services/account-data';
import { getProfile, updateProfile } from '@/lib/server/services/profile';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The signed-in user's own profile, with whether the e-mail is verified. */
export const GET = route(async (req) => {
  const user = await requireUser(req);
  const body: ProfileResponse = { status: 'success', message: 'Profile found', data: await getProfile(user.id) };
  return json(body, 200, PRIVATE);
});

/** What a change says it saved: the name, the language of the account's messages, or both. */
const savedMessage = (change: { name?: string; language?: string }) =>
  change.name === undefined ? 'Your language was saved.' : change.language === undefined ? 'Your name was saved.' : 'Your name and language were saved.';

/** Changes the user's name, the language of their messages, or both. */
export const PATCH = route(async (req) => {
  const user = await requireUser(req);
  await consumeLimits([['profileWritesPerUser', user.id]], 'profile changes');
  const change = parseWith(await readJsonObject(req), updateProfileRequestSchema);
  const body: ProfileResponse = { status: 'success', message: savedMessage(change), data: await updateProfile(user.id, change) };
  return json(body, 200, PRIVATE);
});

/**
 * Deletes the account with everything it holds (see services/account-data.ts), after an explicit
 * `{confirm: "DELETE"}`. Every session goes with it; this browser's cookie is cleared.
 */
export const DELETE = route(async (req) => {
  const user = await requireUser(req);
  parseWith(await readJsonObject(req), deleteAccountRequestSchema);
  await eraseAccount(user.id);
  const body: AccountMessageResponse = { status: 'success', message: 'Your account and its data were deleted. You have been signed out everywhere.' };
  const res = json(body, 200, PRIVATE);
  await endSession(req, res);
  return res;
});
