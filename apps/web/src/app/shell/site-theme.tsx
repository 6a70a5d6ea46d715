import { useEffect } from 'react';
import { useSiteInfo } from '@/api/site-info.ts';
import { useSiteCss } from '@/api/site-css.ts';

const COLOR_VARIABLES = {
  primary: '--color-primary',
  secondary: '--color-secondary',
  accent: '--color-accent',
  headerGradient: '--header-gradient',
  buttonHover: '--button-hover',
} as const;

/** Puts the site's colours on :root and its CSS text in <style id="dynamic-style">. Renders nothing. */
export function SiteTheme() {
  const { data: site } = useSiteInfo();
  const { data: css } = useSiteCss();

  useEffect(() => {
    if (!site) return;
    const root = document.documentElement.style;
    for (const [key, variable] of Object.entries(COLOR_VARIABLES)) {
      const value = site.colors?.[key as keyof typeof COLOR_VARIABLES];
      if (value) root.setProperty(variable, value);
    }
    if (site.title) document.title = site.title;
  }, [site]);

  useEffect(() => {
    if (!css?.css) return;
    let style = document.getElementById('dynamic-style');
    if (!style) {
      style = document.createElement('style');
      style.id = 'dynamic-style';
      document.head.appendChild(style);
    }
    style.textContent = css.css;
  }, [css]);

  return null;
}
