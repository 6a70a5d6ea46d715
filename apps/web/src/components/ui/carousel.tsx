import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { texts } from '@/lib/texts.ts';

export interface CarouselSlide {
  key: string | number;
  image: string;
  alt: string;
  href?: string;
}

interface CarouselProps {
  slides: CarouselSlide[];
  label: string;
  /** Rotation period; the spec's banners rotate every 5 s. */
  intervalMs?: number;
  className?: string;
}

/** Horizontal distance that counts as a swipe. */
const SWIPE_PX = 40;

function SlideLink({ href, children }: { href?: string; children: ReactNode }) {
  if (!href) return <div className="carousel__link">{children}</div>;
  if (/^https?:\/\//.test(href)) {
    return (
      <a className="carousel__link" href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className="carousel__link" to={href}>
      {children}
    </Link>
  );
}

function SlideImage({ slide, eager }: { slide: CarouselSlide; eager: boolean }) {
  const [failed, setFailed] = useState(!slide.image);
  if (failed) {
    return (
      <div className="carousel__fallback" role="img" aria-label={slide.alt}>
        <span aria-hidden="true">{slide.alt}</span>
      </div>
    );
  }
  return (
    <img
      src={slide.image}
      alt={slide.alt}
      loading={eager ? 'eager' : 'lazy'}
      // The first slide is what a visitor sees first (the page's largest paint): fetched first.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * A looping banner carousel with dots and swipe. Rotates only when there is more than one
 * slide, and pauses while hovered or focused (WCAG 2.2.2).
 */
export function Carousel({ slides, label, intervalMs = 5000, className }: CarouselProps) {
  const count = slides.length;
  const many = count > 1;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);
  const current = count > 0 ? index % count : 0;

  // Restarting the timer on every change keeps a full 5 s after a manual choice too.
  useEffect(() => {
    if (!many || paused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [many, paused, count, intervalMs, index]);

  if (count === 0) return null;

  const go = (step: number) => setIndex((i) => (((i + step) % count) + count) % count);

  return (
    <section
      className={`carousel ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="carousel__viewport"
        onPointerDown={(e) => {
          swipeStart.current = e.clientX;
          swiped.current = false;
        }}
        onPointerUp={(e) => {
          if (swipeStart.current === null || !many) return;
          const dx = e.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(dx) > SWIPE_PX) {
            swiped.current = true;
            go(dx < 0 ? 1 : -1);
          }
        }}
        onClickCapture={(e) => {
          // A swipe that ends on a banner link must not follow it.
          if (swiped.current) {
            e.preventDefault();
            swiped.current = false;
          }
        }}
      >
        <div className="carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
          {slides.map((slide, i) => (
            <div
              className="carousel__slide"
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== current ? true : undefined}
              inert={i !== current}
            >
              <SlideLink href={slide.href}>
                <SlideImage slide={slide} eager={i === 0} />
              </SlideLink>
            </div>
          ))}
        </div>
      </div>
      {many && (
        <div className="carousel__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className={`carousel__dot ${i === current ? 'is-active' : ''}`}
              aria-label={texts.home.bannerDot(i + 1)}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
