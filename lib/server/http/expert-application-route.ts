import 'server-only';
import type { ZodType } from 'zod';
import type { SessionUser } from '../auth/session';
import { HttpError } from '../errors';
import { assertExpert } from '../services/expert-applications';
import { parseWith } from './body';
import { json, parseMultipart, requireUser, route } from './route';

interface ExpertApplicationRoute<A, R> {
  /** The contract's schema of the form's text fields (lists and objects arrive as JSON text). */
  schema: ZodType<A>;
  /** The legacy form's own wording of a missing image (SPEC 5). */
  imageRequired: string;
  submit: (user: SessionUser, application: A, image: File) => Promise<{ url: string }>;
  /** The reply the form reads (SPEC 7), given the application and its stored image's URL. */
  reply: (application: A, imageUrl: string) => R;
}

/**
 * POST handler of an expert profile application (multipart: the profile's fields and one image
 * under `image` or `file`): a signed-in registered expert only, the fields checked against the
 * contract, the image required, the application stored for review, 201 with the form's reply.
 */
export function expertApplicationRoute<A, R>({ schema, imageRequired, submit, reply }: ExpertApplicationRoute<A, R>) {
  return route(async (req) => {
    const user = await requireUser(req);
    assertExpert(user);
    const { fields, file } = await parseMultipart(req, ['image', 'file']);
    const application = parseWith(fields, schema);
    if (!file) throw new HttpError(400, imageRequired);
    const { url } = await submit(user, application, file);
    return json(reply(application, url), 201);
  });
}
