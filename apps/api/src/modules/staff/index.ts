import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import { createBrandFileService } from '../brand-file/brand-file.service';
import type { BrandService } from '../brand/brand.service';
import type { ShareImages } from '../seo/share-images.service';
import { staffRoutesPlugin } from './staff.routes';
import { createStaffService } from './staff.service';
import { teamRoutesPlugin } from './team.routes';
import { createTeamService } from './team.service';

/**
 * The back office's people: staff sign-in, the account check every staff route's guard makes, and the team
 * (invitations, roles, the platform admin's brands; ADR 0027).
 */
export async function registerStaff(
  app: Server,
  deps: Pick<Core, 'env' | 'db' | 'limits' | 'mailer' | 'production'> & {
    brands: BrandService;
    /** Draws a new brand's share cards (link previews), after the request that created it. */
    shareImages: Pick<ShareImages, 'generate'>;
  },
) {
  const { env, db, brands } = deps;
  const brandById = async (id: number) => (await brands.resolveById(id)) ?? null;
  const staff = createStaffService(db, {
    limits: deps.limits,
    signStaffToken: (claims) => app.jwt.sign({ ...claims, typ: 'staff' }),
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    brandById,
  });
  // Every staff token is checked against its account on each call: a removed member is refused at once.
  app.decorate('activeStaff', (staffId: number) => staff.active(staffId));
  const cookies = { secureCookies: deps.production, refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS };
  await app.register(staffRoutesPlugin, { staff, ...cookies });
  await app.register(teamRoutesPlugin, {
    team: createTeamService(db, {
      mailer: deps.mailer,
      brandById,
      brandFiles: createBrandFileService(db),
      onBrandCreated: (flavour) => {
        brands.invalidate(flavour);
        void deps.shareImages.generate([flavour]).catch((error: unknown) => {
          app.log.warn({ err: error, flavour }, 'the share cards of a new brand were not drawn');
        });
      },
    }),
    staff,
    ...cookies,
  });
}
