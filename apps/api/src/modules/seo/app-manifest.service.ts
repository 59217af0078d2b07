import type { BrandContext } from '../../lib/brand-context';
import {
  APP_ICONS,
  iconHash,
  iconLook,
  iconPath,
  parseIconName,
  type AppIconKind,
} from '../../ssr/app-icons';
import { drawIcon } from './app-icon.draw';
import { keptPictures, pictureReader, type PictureFolders } from './brand-pictures';

/*
 * Each brand as an installable web app (issue 35, ADR 0058): its web app manifest and the icons it names, drawn
 * from the brand's mark and colours on first request and kept on disk beside the share cards, named by what
 * they show (a brand whose logo or colours change names new icons; nothing needs clearing).
 */

/** Launchers cut longer names; a longer brand name gives its first word, else its first 12 characters. */
const SHORT_NAME = 12;

export function shortName(name: string): string {
  const trimmed = name.trim();
  if ([...trimmed].length <= SHORT_NAME) return trimmed;
  const first = trimmed.split(/\s+/)[0] ?? '';
  return [...first].length <= SHORT_NAME ? first : [...trimmed].slice(0, SHORT_NAME).join('').trimEnd();
}

/** The icons the manifest lists (Apple's touch icon is named by the page head instead). */
const MANIFEST_ICONS: AppIconKind[] = ['any-192', 'any-512', 'maskable-512'];

/** The brand's web app manifest (https://www.w3.org/TR/appmanifest/): opens on its home page, keeps to its pages. */
export function webAppManifest(brand: BrandContext) {
  const web = brand.web;
  const home = `/${encodeURIComponent(brand.flavour)}/`;
  const look = iconLook(web);
  const description = (web.BusinessInfo.Description ?? web.HomeTemplate.TagLine).trim();
  return {
    id: home,
    name: web.BrandData.BrandName,
    short_name: shortName(web.BrandData.BrandName),
    ...(description ? { description } : {}),
    lang: 'en-GB',
    dir: 'ltr',
    start_url: `${home}home`,
    scope: home,
    display: 'standalone',
    theme_color: web.TemplateData.DynamicStyle.PrimaryColors,
    background_color: web.TemplateData.DynamicStyle.TertiaryColors,
    icons: MANIFEST_ICONS.map((kind) => ({
      src: iconPath(brand.flavour, kind, look),
      sizes: `${APP_ICONS[kind].size}x${APP_ICONS[kind].size}`,
      type: 'image/png',
      purpose: APP_ICONS[kind].purpose,
    })),
  };
}

export interface AppIconsOptions extends PictureFolders {
  /** Where drawn icons are kept (the share cards' folder: `{dir}/{brandId}/icon-…`). */
  dir: string;
}

export function createAppIcons(options: AppIconsOptions) {
  const readPicture = pictureReader(options);
  const keep = keptPictures(options.dir);
  return {
    /**
     * An icon the brand's manifest or pages name (`any-192-{hash}.png`…): its file when the name is the brand's
     * current icon, else the current icon's address (the brand changed since), else null.
     */
    async file(brand: BrandContext, name: string): Promise<{ file: string } | { current: string } | null> {
      const wanted = parseIconName(name);
      if (!wanted) return null;
      const look = iconLook(brand.web);
      if (iconHash(look) !== wanted.hash) return { current: iconPath(brand.flavour, wanted.kind, look) };
      const file = await keep(brand.id, `icon-${wanted.kind}-${wanted.hash}.png`, async () =>
        drawIcon(wanted.kind, look, await Promise.all(look.pictures.map(readPicture))),
      );
      return { file };
    },
  };
}
export type AppIcons = ReturnType<typeof createAppIcons>;
