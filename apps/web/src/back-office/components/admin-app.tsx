import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StaffMember } from '@storefront/contract/admin';
import type { BackOfficeTools } from '@storefront/domain/back-office-tools';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { Link, useLocation } from '../../lib/router';
import { resumeSession, signIn, signOut } from '../api/staff-client';
import { AcceptInvitationPage } from './accept-invitation-page';
import { AuditScreen } from './audit-screen';
import { BookingsScreen } from './bookings-screen';
import { BrandsScreen } from './brands-screen';
import { ChannelsScreen } from './channels-screen';
import { EventBookingsScreen } from './event-bookings-screen';
import { EnquiriesScreen } from './enquiries-screen';
import { FoodInfoScreen } from './food-info-screen';
import { DeliveryHoursScreen } from './delivery-hours-screen';
import { MenuScreen } from './menu-screen';
import { OrdersBoard } from './orders-board';
import { ReportsScreen } from './reports-screen';
import { SettingsScreen } from './settings-screen';
import { StockScreen } from './stock-screen';
import { TeamScreen } from './team-screen';
import { WebhooksScreen } from './webhooks-screen';
import './admin.css';
import './back-office.css';

type Section =
  | 'orders'
  | 'bookings'
  | 'event-bookings'
  | 'enquiries'
  | 'stock'
  | 'menu'
  | 'food-info'
  | 'channels'
  | 'settings'
  | 'delivery'
  | 'reports'
  | 'audit'
  | 'team'
  | 'webhooks'
  | 'brands';
/**
 * The screens, in menu order; owners' screens are not offered to staff (the server refuses them anyway), nor
 * a screen of what the brand does not offer (`needs`: table bookings, events, dealers' enquiries).
 */
const SECTIONS: {
  section: Section;
  title: string;
  ownersOnly: boolean;
  platformOnly?: boolean;
  needs?: 'bookings' | 'events' | 'enquiries';
}[] = [
  { section: 'orders', title: 'Orders', ownersOnly: false },
  { section: 'bookings', title: 'Bookings', ownersOnly: false, needs: 'bookings' },
  { section: 'event-bookings', title: 'Events', ownersOnly: false, needs: 'events' },
  { section: 'enquiries', title: 'Enquiries', ownersOnly: false, needs: 'enquiries' },
  { section: 'stock', title: 'Stock', ownersOnly: false },
  { section: 'menu', title: 'Menu', ownersOnly: true },
  // Every brand: a shop of non-food (parts, motors) gets a long list, which is true rather than hidden.
  { section: 'food-info', title: 'Food information', ownersOnly: true },
  { section: 'channels', title: 'Channels', ownersOnly: false },
  { section: 'settings', title: 'Settings', ownersOnly: true },
  { section: 'delivery', title: 'Delivery & hours', ownersOnly: true },
  { section: 'reports', title: 'Reports', ownersOnly: true },
  { section: 'audit', title: 'Audit log', ownersOnly: true },
  { section: 'team', title: 'Team', ownersOnly: true },
  { section: 'webhooks', title: 'Webhooks', ownersOnly: true },
  { section: 'brands', title: 'Brands', ownersOnly: true, platformOnly: true },
];

function Screen({
  brand,
  section,
  staff,
  tools,
  onLeft,
}: {
  brand: string;
  section: Section;
  staff: StaffMember;
  tools: BackOfficeTools;
  onLeft: () => void;
}) {
  const owner = staff.Role !== 'BrandStaff';
  if (section === 'team') return <TeamScreen brand={brand} me={staff} onLeft={onLeft} />;
  if (section === 'brands') return <BrandsScreen brand={brand} />;
  if (section === 'bookings') return <BookingsScreen brand={brand} />;
  if (section === 'event-bookings') return <EventBookingsScreen brand={brand} />;
  if (section === 'enquiries') return <EnquiriesScreen brand={brand} />;
  if (section === 'stock') return <StockScreen brand={brand} />;
  if (section === 'menu') return <MenuScreen brand={brand} />;
  if (section === 'food-info') return <FoodInfoScreen brand={brand} />;
  if (section === 'channels') return <ChannelsScreen brand={brand} owner={owner} offered={tools.channels} />;
  if (section === 'settings') return <SettingsScreen brand={brand} slotCapacity={tools.busyMode} />;
  if (section === 'delivery') return <DeliveryHoursScreen brand={brand} />;
  if (section === 'reports') return <ReportsScreen brand={brand} />;
  if (section === 'audit') return <AuditScreen brand={brand} />;
  if (section === 'webhooks') return <WebhooksScreen brand={brand} />;
  return <OrdersBoard brand={brand} owner={owner} branch={staff.Branch} tools={tools} />;
}

/** The screens' links; on a phone they scroll sideways, and the current one is brought into view. */
function BackOfficeNav({
  brand,
  sections,
  current,
}: {
  brand: string;
  sections: typeof SECTIONS;
  current: Section;
}) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const link = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!link || !nav.current) return;
    const box = nav.current;
    if (
      link.offsetLeft < box.scrollLeft ||
      link.offsetLeft + link.offsetWidth > box.scrollLeft + box.clientWidth
    )
      box.scrollLeft = link.offsetLeft - 16;
  }, [current]);
  return (
    <nav aria-label="Back office" className="admin__nav" ref={nav}>
      {sections.map((s) => (
        <Link
          key={s.section}
          to={`/${brand}/admin/${s.section}`}
          aria-current={s.section === current ? 'page' : undefined}
        >
          {s.title}
        </Link>
      ))}
    </nav>
  );
}

/** The back office of a brand: staff sign-in, then the orders board, stock, channels, settings and the log. */
export function AdminApp({
  brand,
  brandName,
  tools,
}: {
  brand: string;
  brandName: string;
  /** The screens and tools of what the brand offers (domain back-office-tools). */
  tools: BackOfficeTools;
}) {
  const { pathname } = useLocation();
  const [staff, setStaff] = useState<StaffMember | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void resumeSession().then((member) => live && setStaff(member));
    return () => {
      live = false;
    };
  }, []);

  // The invitation link works whoever is signed in on this browser: accepting signs the invitee in.
  if (pathname.split('/')[3] === 'accept-invitation')
    return <AcceptInvitationPage brand={brand} brandName={brandName} onSignedIn={setStaff} />;
  if (staff === undefined)
    return (
      <div className="admin admin--centered">
        <p role="status">Loading the back office…</p>
      </div>
    );
  if (!staff) return <SignIn brandName={brandName} onSignedIn={setStaff} />;
  const owner = staff.Role !== 'BrandStaff';
  const offered = SECTIONS.filter(
    (s) =>
      (owner || !s.ownersOnly) &&
      (!s.platformOnly || staff.Role === 'PlatformAdmin') &&
      (!s.needs || tools[s.needs]),
  );
  const wanted = pathname.split('/')[3]?.toLowerCase();
  const current = offered.find((s) => s.section === wanted) ?? offered[0]!;
  return (
    <div className="admin">
      <header className="admin__bar">
        <div className="admin__brand">
          <span className="admin__brand-name">{brandName}</span>
          <span className="admin__brand-sub">Back office</span>
        </div>
        <BackOfficeNav brand={brand} sections={offered} current={current.section} />
        <div className="admin__who">
          <span>
            {staff.Name} · {ROLE[staff.Role]}
          </span>
          <button
            type="button"
            className={buttonClass('outline', 'admin__signout')}
            onClick={() => void signOut().then(() => setStaff(null))}
          >
            Sign out
          </button>
        </div>
      </header>
      <main id="main" className="admin__main">
        {staff.Role === 'PlatformAdmin' || staff.Brand === brand ? (
          <Screen
            brand={brand}
            section={current.section}
            staff={staff}
            tools={tools}
            onLeft={() => void signOut().then(() => setStaff(null))}
          />
        ) : (
          <p role="alert" className="admin__notice">
            Your account belongs to another brand.
          </p>
        )}
      </main>
    </div>
  );
}

/** A text field of a submitted form ('' when absent). */
const field = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

const ROLE: Record<StaffMember['Role'], string> = {
  PlatformAdmin: 'Platform admin',
  BrandOwner: 'Owner',
  BrandStaff: 'Staff',
};

function SignIn({ brandName, onSignedIn }: { brandName: string; onSignedIn: (s: StaffMember) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    signIn(field(data, 'email'), field(data, 'password'))
      .then(onSignedIn)
      .catch((e: unknown) => setError(errorMessage(e)))
      .finally(() => setBusy(false));
  };
  return (
    <div className="admin admin--centered">
      <main id="main" className="admin__signin">
        <h1>{brandName} back office</h1>
        <p className="admin__muted">Sign in with your staff account.</p>
        <form onSubmit={submit} noValidate>
          <label htmlFor="staff-email">Email</label>
          <input id="staff-email" name="email" type="email" autoComplete="username" required />
          <label htmlFor="staff-password">Password</label>
          <input
            id="staff-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          {error ? (
            <p role="alert" className="admin__error">
              {error}
            </p>
          ) : null}
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </main>
    </div>
  );
}
