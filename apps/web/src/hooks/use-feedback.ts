import { useCallback, useEffect, useState } from 'react';

/** The spec's feedback timing: error messages clear after 3 s, success messages after 5 s. */
export const ERROR_VISIBLE_MS = 3000;
export const SUCCESS_VISIBLE_MS = 5000;

export type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** A form's feedback message that clears itself; showing a new one restarts the clock. */
export function useFeedback(): {
  feedback: Feedback;
  showError: (text: string) => void;
  showSuccess: (text: string) => void;
  clear: () => void;
} {
  const [feedback, setFeedback] = useState<Feedback>(null);

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(
      () => setFeedback(null),
      feedback.tone === 'error' ? ERROR_VISIBLE_MS : SUCCESS_VISIBLE_MS,
    );
    return () => clearTimeout(timer);
  }, [feedback]);

  const showError = useCallback((text: string) => setFeedback({ tone: 'error', text }), []);
  const showSuccess = useCallback((text: string) => setFeedback({ tone: 'success', text }), []);
  const clear = useCallback(() => setFeedback(null), []);
  return { feedback, showError, showSuccess, clear };
}
