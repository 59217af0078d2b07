import { z } from 'zod';
import { PersonName } from './person-name';
import { Customer } from './customer';
import { Info } from './envelope';

/** NIST SP 800-63B: length matters, composition rules do not. */
export const PASSWORD_MIN_LENGTH = 8;
export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Use at most 200 characters');
const Email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254));
const Name = (label: string) => PersonName(`Enter your ${label}`);
const Mobile = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid mobile number')
  .nullable()
  .optional();

export const RegisterBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    CustomerEmail: Email,
    CustomerPassword: Password,
    CustomerFirstName: Name('first name'),
    CustomerLastName: Name('last name'),
    CustomerMobile: Mobile,
    MarketingOptIn: z.boolean().default(false),
  })
  .strict();
export type RegisterBody = z.input<typeof RegisterBody>;

export const ForgotPasswordBody = z
  .object({ BrandFlavor: z.string().min(1).max(60), CustomerEmail: Email })
  .strict();
export const ResetPasswordBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    Token: z.string().min(20).max(200),
    NewPassword: Password,
  })
  .strict();

export const UpdateCustomerBody = z
  .object({
    CustomerEmail: Email,
    CustomerFirstName: Name('first name'),
    CustomerLastName: Name('last name'),
    CustomerMobile: Mobile,
    CustomerImageUrl: z
      .string()
      .max(2000)
      .regex(/^(https:\/\/|\/)[^\s<>"']*$/, 'Use an https:// image address')
      .nullable()
      .optional(),
  })
  .strict();
export type UpdateCustomerBody = z.input<typeof UpdateCustomerBody>;

export const ChangePasswordBody = z
  .object({
    CurrentPassword: z.string().min(1, 'Enter your current password').max(200),
    NewPassword: Password,
  })
  .strict();
export const DeleteAccountBody = z
  .object({ Password: z.string().min(1, 'Enter your password').max(200) })
  .strict();

export const CustomerResponse = z.object({ Info, Data: Customer });
export type CustomerResponse = z.infer<typeof CustomerResponse>;
