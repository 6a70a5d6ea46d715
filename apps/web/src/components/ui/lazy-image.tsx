import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Cherry } from 'lucide-react';

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** What replaces a missing or broken image. */
  fallback?: ReactNode;
}

/**
 * Loads the image once it is within 50 px of the viewport (threshold 0.01). Until then, and
 * until it has loaded, a dark placeholder holds its place; a missing or broken image is
 * replaced by the fallback.
 */
export function LazyImage({ src, alt, className, fallback }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '50px', threshold: 0.01 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  const broken = failed || !src;
  return (
    <div ref={ref} className={`lazy-image ${loaded ? 'is-loaded' : ''} ${className ?? ''}`}>
      {broken ? (
        <div className="lazy-image__fallback" role="img" aria-label={alt}>
          <span aria-hidden="true">{fallback ?? <Cherry />}</span>
        </div>
      ) : (
        visible && (
          <img
            src={src}
            alt={alt}
            decoding="async"
            onLoad={() => setLoaded(true)}
            onError={() => setFailed(true)}
          />
        )
      )}
    </div>
  );
}
