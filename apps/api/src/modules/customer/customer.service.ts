import type { Customer } from '@storefront/contract/customer';
import { forbidden, notFound } from '../../lib/http-error';
import type { CustomerPrincipal } from '../../plugins/auth';
import type { BrandContext } from '../brand/brand.service';
import type { CustomerRepository, CustomerRow } from './customer.repository';

export function toCustomerDto(c: CustomerRow): Customer {
  return {
    CustomerId: c.id,
    CustomerEmail: c.email,
    CustomerFirstName: c.firstName,
    CustomerLastName: c.lastName,
    CustomerMobile: c.mobile,
    CustomerImageUrl: c.imageUrl,
    FK_BrandId_Customer: c.brandId,
    PromoCode: c.promoCode,
  };
}

export function createCustomerService(repository: CustomerRepository) {
  return {
    /** The signed-in customer's own record; asking for anyone else's is refused. */
    async getCustomer(
      brand: BrandContext,
      principal: CustomerPrincipal,
      username: string,
    ): Promise<Customer> {
      if (principal.email.toLowerCase() !== username.toLowerCase())
        throw forbidden('You can only look up your own account');
      const row = await repository.findById(brand.id, principal.customerId);
      if (!row) throw notFound('Customer not found');
      return toCustomerDto(row);
    },
    /**
     * Unsubscribes an email or mobile from the brand's marketing. The answer is the same whether or not an
     * account matched, so the form cannot be used to find out who is a customer.
     */
    async unsubscribe(brand: BrandContext, contact: string): Promise<void> {
      await repository.optOut(brand.id, contact);
      await repository.suppress(brand.id, contact);
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
