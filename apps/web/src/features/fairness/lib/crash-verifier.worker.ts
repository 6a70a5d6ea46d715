/**
 * The Web Worker of Zeplin's verifier (/adil-oyun): one request in, progress and one result out.
 * The work is in crash-verifier.ts.
 */
import { handleVerifierRequest, type VerifierMessage, type VerifierRequest } from './crash-verifier.ts';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<VerifierRequest>) => void) | null;
  postMessage(m: VerifierMessage): void;
};

scope.onmessage = (e) => void handleVerifierRequest(e.data, (m) => scope.postMessage(m));
