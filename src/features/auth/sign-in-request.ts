import { createSession, type CreateSessionData } from '@/lib/http/watchfloor';
import type { SessionBody } from '@/lib/session/session';
import { signInProblemOf, type SignInProblem } from './sign-in-problem';

/**
 * `POST /session`: the server signs in with the vendor and answers with a cookie and the
 * session. Loaded once the analyst starts on the form, with the generated client, its response
 * validation and the failure classification, so none of it is in the login page's first download.
 */
export async function requestSession(
  variables: Pick<CreateSessionData, 'body'>,
): Promise<{ session: SessionBody } | { problem: SignInProblem }> {
  try {
    const { data } = await createSession({ ...variables, throwOnError: true });
    return { session: data.data };
  } catch (error) {
    return { problem: signInProblemOf(error) };
  }
}
