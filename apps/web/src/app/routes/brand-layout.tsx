import { Outlet, ScrollRestoration, useParams } from 'react-router';
import { BrandProvider } from '../../features/brand/components/brand-provider';
import { useBrand } from '../../features/brand/components/brand-context';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import { mainNav } from './brand-routes';
import './brand-layout.css';

/** Everything under /:brand: the brand is loaded first, then the shell frames the page. */
export function BrandLayout() {
  const { brand } = useParams();
  return (
    <BrandProvider brand={brand}>
      <BrandShell />
    </BrandProvider>
  );
}

function BrandShell() {
  const { flavor, config } = useBrand();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader brand={flavor} config={config} nav={mainNav(config)} />
      <main id="main" className="brand-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter brand={flavor} config={config} />
      <ScrollRestoration />
    </>
  );
}
