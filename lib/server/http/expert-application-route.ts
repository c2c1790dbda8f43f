import 'server-only';
import type { ZodType } from 'zod';
import type { SessionUser } from '../auth/session';
import { assertExpert } from '../services/expert-applications';
import { parseWith } from './body';
import { json, parseMultipart, requireUser, route } from './route';

interface ExpertApplicationRoute<A, R> {
  /** The contract's schema of the form's text fields (lists and objects arrive as JSON text). */
  schema: ZodType<A>;
  /** Stores the application; without an image it keeps the one of the application under review, or refuses. */
  submit: (user: SessionUser, application: A, image: File | null) => Promise<{ url: string }>;
  /** The reply the form reads (SPEC 7), given the application and its stored image's URL. */
  reply: (application: A, imageUrl: string) => R;
}

/**
 * POST handler of an expert profile application (multipart: the profile's fields and one image
 * under `image` or `file`): a signed-in registered expert only, the fields checked against the
 * contract, the application stored for review with its image (required unless a change keeps the
 * one under review), 201 with the form's reply.
 */
export function expertApplicationRoute<A, R>({ schema, submit, reply }: ExpertApplicationRoute<A, R>) {
  return route(async (req) => {
    const user = await requireUser(req);
    assertExpert(user);
    const { fields, file } = await parseMultipart(req, ['image', 'file']);
    const application = parseWith(fields, schema);
    const { url } = await submit(user, application, file ?? null);
    return json(reply(application, url), 201);
  });
}
