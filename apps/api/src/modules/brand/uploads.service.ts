import type { UploadedImage } from '@storefront/contract/admin-config';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { BrandContext } from './brand.service';
import { recordAudit, type Actor } from './audit';
import { MAX_IMAGE_PIXELS, imageSize } from './image-size';
import { contentName, sniffImageType, type ImageStorage } from './upload-storage';

/** Owners' image uploads: checked by their bytes, stored under their hash, written to the audit log. */
export function createUploadService(db: Db, storage: ImageStorage) {
  return {
    storage,
    async save(
      brand: BrandContext,
      actor: Actor,
      bytes: Uint8Array,
      fileName: string,
    ): Promise<UploadedImage> {
      if (bytes.length === 0) throw new HttpError(400, 'The file is empty');
      const type = sniffImageType(bytes);
      if (!type) throw new HttpError(415, 'Only PNG, JPEG, WebP or GIF images can be uploaded');
      // The header's size, read before anything decodes the image (the visitors' browsers would).
      const size = imageSize(bytes, type);
      if (!size || size.width === 0 || size.height === 0)
        throw new HttpError(400, 'The image could not be read: please save it again and upload it');
      if (size.width * size.height > MAX_IMAGE_PIXELS)
        throw new HttpError(
          400,
          `The image is ${size.width} × ${size.height} pixels: the limit is ${MAX_IMAGE_PIXELS / 1_000_000} ` +
            'megapixels. Please choose a smaller one.',
        );
      const name = contentName(bytes, type);
      const url = await storage.put(brand.id, name, bytes, type);
      const image: UploadedImage = { Url: url, ContentType: type, Size: bytes.length };
      // Stored first: a failed audit write leaves an unused file behind, never a logged upload that is missing.
      await db.transaction((tx) =>
        recordAudit(tx, {
          brandId: brand.id,
          actor,
          action: 'upload',
          subject: `Image ${fileName.slice(0, 120) || name}`,
          before: null,
          after: image,
        }),
      );
      return image;
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
