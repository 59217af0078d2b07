import { z } from 'zod';
import { Id, IdParam, OptionalRef } from './ids';
import { Info } from './envelope';
import { Product, Recipe } from './catalog';

/** The customer record the client keeps (spec §3 Customer) — never a password, in any form. */
export const Customer = z.object({
  CustomerId: Id,
  CustomerEmail: z.string(),
  CustomerFirstName: z.string(),
  CustomerLastName: z.string(),
  CustomerMobile: z.string().nullable(),
  CustomerImageUrl: z.string().nullable(),
  FK_BrandId_Customer: z.number().int().positive(),
  PromoCode: z.string().nullable(),
});
export type Customer = z.infer<typeof Customer>;

export const GetCustomerParams = z.object({ username: z.string().min(1).max(254), zero: z.literal('0') });
export const GetCustomerBody = z.object({ BrandFlavor: z.string().min(1).max(60) }).strict();
export const GetCustomerResponse = z.object({ Info, Data: Customer });
export type GetCustomerResponse = z.infer<typeof GetCustomerResponse>;

export const UnsubscribeBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    /** The email or mobile number the visitor typed (spec §5: no format check beyond non-empty). */
    Token: z.string().trim().min(1, 'Enter your email or mobile number').max(254),
  })
  .strict();

export const UpdateFavouriteBody = z
  .object({
    FK_CustomerId: Id,
    FK_RecipeId: OptionalRef,
    FK_ProductId: OptionalRef,
    Status: z.boolean(),
  })
  .strict()
  .refine((b) => (b.FK_RecipeId ? 1 : 0) + (b.FK_ProductId ? 1 : 0) === 1, {
    message: 'Give exactly one of FK_RecipeId or FK_ProductId',
    path: ['FK_RecipeId'],
  });
export type UpdateFavouriteBody = z.infer<typeof UpdateFavouriteBody>;

export const FavouritesParams = z.object({ CustomerId: IdParam });
export const FavouritesResponse = z.object({ Info, Products: z.array(Product), Recipes: z.array(Recipe) });
export type FavouritesResponse = z.infer<typeof FavouritesResponse>;
