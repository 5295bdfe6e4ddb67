import React, {useEffect, useState, type ReactNode} from 'react';
import SiteToaster from '@site/src/components/shared/SiteToaster';

type Theme = 'light' | 'dark';

/**
 * Root sits above the theme's ColorModeProvider, so it cannot call
 * useColorMode(); it follows the `data-theme` attribute that provider sets.
 */
function useDocumentTheme(): Theme {
  const [theme, setTheme] = useState<Theme>('light');
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setTheme(root.dataset.theme === 'dark' ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, {attributes: true, attributeFilter: ['data-theme']});
    return () => observer.disconnect();
  }, []);
  return theme;
}

/** Mounted once around the whole app: the site-wide toast region. */
export default function Root({children}: {children: ReactNode}) {
  const theme = useDocumentTheme();
  return (
    <>
      {children}
      <SiteToaster theme={theme} />
    </>
  );
}
