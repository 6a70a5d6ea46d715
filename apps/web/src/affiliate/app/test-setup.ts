import { afterAll } from 'vitest';
import { takeSessionEnded } from './query-client.ts';

/** The web project's files share their worker: a 401 seen by one file's portal does not reach the next file's sign-in page. */
afterAll(() => {
  takeSessionEnded();
});
