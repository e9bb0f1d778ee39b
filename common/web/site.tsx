import { createContext, useContext, useEffect } from 'react';
import { DEFAULT_COLOR, PRODUCT_NAME } from '../constants';
import { get } from './api';

/**
 * Site settings of the company that owns this host (GET /api/attribute/data-company): name,
 * description, colours and logo. They colour the MUI theme of both apps and name every page.
 * A failed load is logged and the product defaults are used.
 */
export interface SiteSettings {
  name: string;
  description: string;
  primary: string;
  secondary: string;
  logo: string | null;
}

interface RawSiteSettings {
  com_name?: string;
  web_desc?: string;
  dcolor_primary?: string;
  dcolor_secondary?: string;
  logo_d_l?: string | null;
}

export const DEFAULT_SITE: SiteSettings = {
  name: PRODUCT_NAME,
  description: '',
  primary: DEFAULT_COLOR,
  secondary: DEFAULT_COLOR,
  logo: null,
};

const colour = (value: string | undefined) => (value && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : DEFAULT_COLOR);

export async function loadSiteSettings(): Promise<SiteSettings> {
  try {
    const raw = await get<RawSiteSettings>('/attribute/data-company', { domain: window.location.hostname });
    return {
      name: raw.com_name || PRODUCT_NAME,
      description: raw.web_desc ?? '',
      primary: colour(raw.dcolor_primary),
      secondary: colour(raw.dcolor_secondary),
      logo: raw.logo_d_l || null,
    };
  } catch (err) {
    console.error('Site settings could not be loaded; using the defaults', err);
    return DEFAULT_SITE;
  }
}

function setHeadTag(selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let element = document.head.querySelector(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/** Description, theme colour and icon of the page head. */
export function applySiteToDocument(site: SiteSettings): void {
  const meta = (name: string) => () => Object.assign(document.createElement('meta'), { name });
  setHeadTag('meta[name="description"]', meta('description'), 'content', site.description || site.name);
  setHeadTag('meta[name="theme-color"]', meta('theme-color'), 'content', site.primary);
  if (site.logo) setHeadTag('link[rel="icon"]', () => Object.assign(document.createElement('link'), { rel: 'icon' }), 'href', site.logo);
  document.title = site.name;
}

/** The palette part of an MUI theme. */
export function sitePalette(site: SiteSettings) {
  return { primary: { main: site.primary }, secondary: { main: site.secondary } };
}

const SiteContext = createContext<SiteSettings>(DEFAULT_SITE);
export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteSettings {
  return useContext(SiteContext);
}

/** Page title = route title followed by the company name. */
export function usePageTitle(title?: string): void {
  const { name } = useSite();
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : name;
  }, [title, name]);
}
