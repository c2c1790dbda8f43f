import { NextResponse } from 'next/server';
import { endSession } from '@/lib/server/auth/session';
import { route } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const res = NextResponse.json({ status: 'success', message: 'You are signed out.' });
  await endSession(req, res);
  return res;
});
