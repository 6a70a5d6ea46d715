import { useEffect, useState } from 'react';
import { texts } from '../../lib/texts.ts';

export const PRELOADER_MS = 400;

/** Full-screen loader shown at application start, removed after 400 ms. */
export function Preloader() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const t = setTimeout(() => setVisible(false), PRELOADER_MS);
    return () => clearTimeout(t);
  }, []);
  if (!visible) return null;
  return (
    <div className="preloader" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="preloader__text">{texts.common.pageLoading}</span>
    </div>
  );
}
