import { adminUrl } from '@storefront/contract/admin';
import {
  adminConfigRoutes,
  type UploadedImage,
  type UploadResponse,
} from '@storefront/contract/admin-config';
import { staffUpload } from './staff-client';

/** Uploads one image for the brand (owners); the server checks its type and size and answers its URL. */
export async function uploadImage(
  brand: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (
    await staffUpload<UploadResponse>(adminUrl(adminConfigRoutes.uploads, brand), brand, form, onProgress)
  ).Data;
}
