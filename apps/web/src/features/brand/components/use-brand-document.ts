import { useEffect } from 'react';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { applyTheme, themeVariables } from '../../../lib/theme';

function setMeta(name: string, content: string | undefined): () => void {
  if (!content) return () => undefined;
  // A server-rendered page has its own (the page's description): it stays.
  if (document.head.querySelector(`meta[name="${name}"]`)) return () => undefined;
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
  return () => meta.remove();
}

function setFavicon(href: string | undefined): () => void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!href || !link) return () => undefined;
  const previous = link.href;
  link.href = href;
  return () => {
    link.href = previous;
  };
}

/**
 * Makes the document the brand's (spec §2 Shell): theme tokens as custom properties on the root, keywords,
 * description, favicon and theme colour. Undone when the brand changes. Each page names itself in the title
 * (`usePageTitle`, from the route it shows).
 */
export function useBrandDocument(config: WebCustomerConfig): void {
  useEffect(() => {
    const style = config.TemplateData.DynamicStyle;
    const cleanups = [
      applyTheme(document.documentElement, themeVariables(style)),
      setMeta('keywords', config.HomeTemplate.Keywords),
      setMeta('description', config.BusinessInfo.Description ?? config.HomeTemplate.TagLine),
      setFavicon(config.BusinessInfo.FavIcon),
    ];
    const themeColor = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const previousThemeColor = themeColor?.content;
    if (themeColor) themeColor.content = style.PrimaryColors;
    return () => {
      cleanups.forEach((cleanup) => cleanup());
      if (themeColor && previousThemeColor) themeColor.content = previousThemeColor;
    };
  }, [config]);
}
