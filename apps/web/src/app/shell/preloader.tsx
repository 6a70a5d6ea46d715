import { useEffect, useState } from 'react';
import { useSession } from '@/api/session.ts';
import { texts } from '@/lib/texts.ts';

export const PRELOADER_MS = 400;

/**
 * The full-screen loader of the application's start, with the page load's progress: 0 while the
 * first call (the session) is on its way, 100 when it answered, and gone 400 ms later; when that
 * call fails it goes at once (the page shows a visitor's view).
 */
export function Preloader() {
  const { isSuccess, isError } = useSession();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (isError) setVisible(false);
    if (!isSuccess) return;
    const t = setTimeout(() => setVisible(false), PRELOADER_MS);
    return () => clearTimeout(t);
  }, [isSuccess, isError]);
  if (!visible) return null;
  const progress = isSuccess ? 100 : 0;
  return (
    <div className="preloader" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="preloader__text" id="preloader-text">
        {texts.common.pageLoading}
      </span>
      <div
        className="preloader__bar"
        role="progressbar"
        aria-labelledby="preloader-text"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="preloader__fill" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
