import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import type { BrandChanges } from './brand-changes';
import { brandChangesRoutes } from './brand-changes.routes';
import { brandRoutes } from './brand.routes';
import type { BrandContext, BrandService } from './brand.service';
import { deliveryHoursRoutesPlugin } from './delivery-hours.routes';
import { createDeliveryHoursService } from './delivery-hours.service';
import { settingsRoutesPlugin } from './settings.routes';
import { createSettingsService } from './settings.service';
import { imageStorageFrom } from './upload-storage';
import { uploadsRoutesPlugin } from './uploads.routes';
import { createUploadService } from './uploads.service';

export interface BrandDeps extends Pick<Core, 'env' | 'db'> {
  brands: BrandService;
  /** The day's slots with no room left, which the brand's configuration lists (orders/slots). */
  fullSlots: (brand: BrandContext, at: Date) => Promise<string[]>;
  /** The brand changes the database announces (setup/brands.ts). */
  brandChanges: BrandChanges;
}

/**
 * The brand: its public configuration and the stream of its changes open checkouts listen to, and the back
 * office's settings, channels, audit log, delivery hours and images. Each change drops this process's cached
 * copy of the brand. Answers where uploaded images are served from when that is not this origin (the page's
 * policy must allow it).
 */
export async function registerBrand(app: Server, { env, db, brands, fullSlots, brandChanges }: BrandDeps) {
  const onBrandChanged = (flavour: string) => brands.invalidate(flavour);
  await app.register(brandRoutes, { fullSlots });
  await app.register(brandChangesRoutes, { changes: brandChanges });
  await app.register(settingsRoutesPlugin, { settings: createSettingsService(db, { onBrandChanged }) });
  await app.register(deliveryHoursRoutesPlugin, {
    deliveryHours: createDeliveryHoursService(db, { onBrandChanged }),
  });
  // Owners' images: in an S3-compatible bucket when one is configured, else on disk served at /uploads/.
  const imageStorage = imageStorageFrom(env);
  await app.register(uploadsRoutesPlugin, {
    uploads: createUploadService(db, imageStorage),
    maxBytes: env.UPLOAD_MAX_BYTES,
    diskRoot: imageStorage.kind === 'disk' ? env.UPLOADS_DIR : undefined,
  });
  return { imagesOrigin: imageStorage.publicOrigin };
}
