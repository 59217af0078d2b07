import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app';
import { z } from 'zod';
import { AdminBrandParams } from '@storefront/contract/admin';
import { UPLOADS_PREFIX, UploadResponse, adminConfigRoutes } from '@storefront/contract/admin-config';
import { ok } from '@storefront/contract/envelope';
import { HttpError } from '../../lib/http-error';
import { OWNERS, decorateStaff, staffGuard, actorOf } from '../staff/staff-guard';
import { STORED_NAME, TYPE_OF_EXTENSION, diskStorage } from './upload-storage';
import type { UploadService } from './uploads.service';
import { errorResponses, bearer, backOfficeTags } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404, 413, 415);

/** '5 MB', '1.5 MB', '200 KB'. */
export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;

/** Images kept on disk, served at /uploads/{brandId}/{name}: a name is its content's hash. */
function serveDiskImages(app: RouteApp, diskRoot: string) {
  const disk = diskStorage(diskRoot);
  app.get(
    `${UPLOADS_PREFIX}:brandId/:name`,
    {
      schema: {
        hide: true,
        params: z.object({ brandId: z.string().regex(/^\d{1,9}$/), name: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const { brandId, name } = request.params;
      const type = STORED_NAME.test(name) ? TYPE_OF_EXTENSION[name.split('.')[1] ?? ''] : undefined;
      const file = disk.file(Number(brandId), name);
      const found =
        type &&
        (await stat(file).then(
          (s) => s.isFile(),
          () => false,
        ));
      if (!type || !found) throw new HttpError(404, 'This image was not found');
      // The name is the content's hash: the bytes behind a URL never change.
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    },
  );
}

const oneAtATime = () => new HttpError(400, 'Upload one image at a time');

/**
 * The upload's one file, read whole. Every part is read, not just the first: a second file (or any other part)
 * is refused rather than quietly dropped, so a client never believes both were stored.
 */
async function onlyFile(
  request: FastifyRequest,
  tooBig: () => HttpError,
): Promise<{ bytes: Buffer; fileName: string }> {
  let found: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (found || part.type !== 'file') throw oneAtATime();
      if (part.fieldname !== 'file') throw new HttpError(400, 'Choose an image to upload');
      found = { bytes: await part.toBuffer(), fileName: part.filename };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw oneAtATime();
    throw new HttpError(400, 'The upload could not be read, please try again');
  }
  if (!found) throw new HttpError(400, 'Choose an image to upload');
  return found;
}

/**
 * Owners' image upload (one multipart `file`, checked by its bytes) and, when images are kept on disk, the
 * route that serves them. Multipart parsing is registered in this plugin only: no other route accepts it.
 */
export const uploadsRoutesPlugin: FastifyPluginAsyncZod<{
  uploads: UploadService;
  maxBytes: number;
  /** The disk folder served at /uploads/ (absent when images go to S3). */
  diskRoot?: string;
}> = async (app, { uploads, maxBytes, diskRoot }) => {
  decorateStaff(app);
  const owners = staffGuard(app, OWNERS);
  const tooBig = () =>
    new HttpError(
      413,
      `The image is too big: the limit is ${sizeText(maxBytes)}. Please choose a smaller one.`,
    );
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 2, fieldSize: 0 },
  });

  app.post(
    adminConfigRoutes.uploads,
    {
      schema: {
        tags: backOfficeTags,
        summary: `Uploads one PNG, JPEG, WebP or GIF image (multipart field 'file', owners) and answers its URL`,
        security: bearer,
        consumes: ['multipart/form-data'],
        params: AdminBrandParams,
        response: { 200: UploadResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data');
      const { bytes, fileName } = await onlyFile(request, tooBig);
      const image = await uploads.save(request.brand, actorOf(request), bytes, fileName);
      return { Info: ok('Image uploaded'), Data: image };
    },
  );

  if (diskRoot) serveDiskImages(app, diskRoot);
};
