import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from '../../lib/router';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons';
import { useLogout, type VisitorState } from '../../lib/visitor';
import { brandPath } from '../../lib/links';
import './account-menu.css';

type Customer = Extract<VisitorState, { kind: 'customer' }>;

/**
 * The customer's account dropdown (spec §2 Header): their name, Account, Refer a friend (when the brand
 * shows the refer section) and Sign Out. Radix gives it arrow keys, Escape and focus return.
 */
export default function AccountMenu({
  brand,
  config,
  customer,
  defaultOpen = false,
}: {
  brand: string;
  config: WebCustomerConfig;
  customer: Customer;
  defaultOpen?: boolean;
}) {
  const navigate = useNavigate();
  const logout = useLogout();
  const fullName = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger className="header-account">
        <UserIcon />
        <span className="header-account__name">{customer.firstName}</span>
        <ChevronDownIcon />
        <span className="visually-hidden"> account menu</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="account-menu" align="end" sideOffset={8} collisionPadding={12}>
          <DropdownMenu.Label className="account-menu__name">{fullName}</DropdownMenu.Label>
          <DropdownMenu.Separator className="account-menu__separator" />
          <DropdownMenu.Item
            className="account-menu__item"
            onSelect={() => void navigate(brandPath(brand, 'updateaccount'))}
          >
            Account
          </DropdownMenu.Item>
          {config.CheckoutDetail.ShowReferSection ? (
            <DropdownMenu.Item
              className="account-menu__item"
              onSelect={() => void navigate(brandPath(brand, 'refer'))}
            >
              Refer a friend
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="account-menu__separator" />
          <DropdownMenu.Item className="account-menu__item account-menu__item--danger" onSelect={logout}>
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
