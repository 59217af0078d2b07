import { WebCustomerResponse, type WebCustomerConfig } from '@storefront/contract/web-customer-config';
import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';
import { newAccount, registerThroughApi } from './account-helpers';
import { startNewVisit } from './support/routing';

/** The brand's web customer configuration, as the page receives it. */
async function brandConfig(page: Page, brand: string): Promise<WebCustomerConfig> {
  const response = await page.request.get(`/api/Brand/getBrandInfo/${brand}/WebCustomer`);
  expect(response.status()).toBe(200);
  return WebCustomerResponse.parse(await response.json()).Data;
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;
const header = (page: Page) => page.getByRole('banner');

test.describe('header', () => {
  test('shows search, cart, log in and the top menu when the brand enables them @phone', async ({ page }) => {
    await page.goto('/bistro/home');
    const top = header(page);
    await expect(top.getByRole('link', { name: 'Copperleaf Bistro' })).toHaveAttribute(
      'href',
      '/bistro/home',
    );
    if (isMobile(page)) await expect(top.getByRole('button', { name: 'Search' })).toBeVisible();
    else await expect(top.getByRole('combobox', { name: 'Search' })).toBeVisible();
    // The cart icon opens the side cart (issue 4), whose checkout button starts the cart click flow.
    const cart = top.getByRole('button', { name: /^Basket, 0 items$/ });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(top.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/bistro/login');
    await expect(top.getByRole('link', { name: 'My rewards' })).toHaveCount(0);

    const nav = top.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Book a table' })).toHaveAttribute(
      'href',
      '/bistro/reservation',
    );
    const external = nav.getByRole('link', { name: /Our story/ });
    await expect(external).toHaveAttribute('href', 'https://example.com/copperleaf/our-story');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
  });

  test('hides search, cart, log in, rewards and WhatsApp when the brand switches them off', async ({
    page,
  }) => {
    await page.goto('/flags-off/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Plain Plate Kitchen' })).toBeVisible();
    const top = header(page);
    await expect(top.getByRole('combobox')).toHaveCount(0);
    await expect(top.getByRole('button', { name: 'Search' })).toHaveCount(0);
    await expect(top.getByRole('button', { name: /^Basket/ })).toHaveCount(0);
    await expect(top.getByRole('link', { name: /Log In/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Food Allergies & Intolerance' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  });

  test('labels the login for distributors and shows their cart as an order', async ({ page }) => {
    await page.goto('/distributor/home');
    const top = header(page);
    await expect(top.getByRole('link', { name: 'Distributor Login' })).toHaveAttribute(
      'href',
      '/distributor/login',
    );
    await expect(top.getByRole('button', { name: /^Order, 0 items$/ })).toBeVisible();
  });

  test('a customer gets the rewards icon and the account menu instead of Log In @phone', async ({
    page,
  }, testInfo) => {
    // An account of its own: signing out at the end signs its customer out everywhere, and the demo customer is
    // logged in by other tests running at the same time.
    const account = newAccount(testInfo, 'Grace');
    await registerThroughApi(page, 'bistro', account);
    await logIn(page, 'bistro', account);
    await page.goto('/bistro/home');
    const top = header(page);
    await expect(top.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await expect(top.getByRole('link', { name: 'My rewards' })).toHaveAttribute('href', '/bistro/my-rewards');

    await top.getByRole('button', { name: /account menu/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(`${account.first} ${account.last}`);
    await expect(menu.getByRole('menuitem', { name: 'Account' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Refer a friend' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await top.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/bistro\/updateaccount$/);

    await top.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/bistro\/login/);
    await expect(top.getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('the rewards icon and Refer a friend follow their flags', async ({ page }) => {
    await logIn(page, 'parts');
    await page.goto('/parts/home');
    const top = header(page);
    await expect(top.getByRole('button', { name: /account menu/ })).toBeVisible();
    await expect(top.getByRole('link', { name: 'My rewards' })).toHaveCount(0);
    await top.getByRole('button', { name: /account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Refer a friend' })).toHaveCount(0);
  });

  // Searching itself (fewer and more than four characters, results, keyboard) is e2e/search.spec.ts.

  test('the active top-menu tile is highlighted', async ({ page }) => {
    test.skip(isMobile(page), 'the same tiles, checked once');
    await page.goto('/bistro/events');
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: "What's on" })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Book a table' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the burger menu opens a labelled drawer with the same entries @phone', async ({ page }) => {
    test.skip(!isMobile(page), 'phones only');
    await page.goto('/bistro/home');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Copperleaf Bistro' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Book a table' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Log In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Book a table' }).click();
    await expect(page).toHaveURL(/\/bistro\/reservation$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the category drawer lists the shop categories on Stellar shop pages @phone', async ({ page }) => {
    await page.goto('/parts/shop');
    await page.getByRole('button', { name: 'Categories' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categories' });
    await expect(drawer.getByRole('link', { name: 'Brakes' })).toHaveAttribute(
      'href',
      /\/parts\/shop\?catId=51$/,
    );
    await page.keyboard.press('Escape');
    await page.goto('/bistro/menu');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Categories' })).toHaveCount(0);
  });
});

test.describe('page head', () => {
  test('title, favicon, keywords and description come from the configuration', async ({ page }) => {
    const config = await brandConfig(page, 'grocer');
    await page.goto('/grocer/home');
    await expect(page).toHaveTitle(config.BrandData.BrandName);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', config.BusinessInfo.FavIcon ?? '');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      config.HomeTemplate.Keywords,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      config.BusinessInfo.Description ?? config.HomeTemplate.TagLine,
    );
  });
});

test.describe('floating and bottom parts', () => {
  test('the WhatsApp button opens the app link on phones and the web link on desktops @phone', async ({
    page,
  }) => {
    await page.goto('/bistro/home');
    const link = page.getByRole('link', { name: /WhatsApp/ });
    const host = isMobile(page) ? 'api' : 'web';
    await expect(link).toHaveAttribute('href', `https://${host}.whatsapp.com/send?phone=447700900456`);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test.describe('with the cookie question open', () => {
    test.use({ showConsent: true });

    test('on a phone the WhatsApp button never covers the cookie question or the footer’s links @phone', async ({
      page,
    }) => {
      test.skip(!isMobile(page), 'phones only');
      await page.goto('/bistro/home');
      const link = page.getByRole('link', { name: /WhatsApp/ });
      const question = page.getByRole('region', { name: /cookies/i });
      await expect(question).toBeVisible();
      await expect(link).toBeHidden();
      await question.getByRole('button', { name: 'No thanks' }).click();
      await expect(link).toBeVisible();
      // At the page's end, the footer's last link is clear of the button.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const button = (await link.boundingBox())!;
      for (const footerLink of await page.getByRole('contentinfo').getByRole('link').all()) {
        const box = (await footerLink.boundingBox())!;
        const overlaps =
          box.x < button.x + button.width &&
          button.x < box.x + box.width &&
          box.y < button.y + button.height &&
          button.y < box.y + box.height;
        expect(overlaps, (await footerLink.textContent()) ?? '').toBe(false);
      }
    });
  });

  test('the bottom menu shows below 769 px only @phone', async ({ page }) => {
    await page.goto('/bistro/home');
    const menu = page.getByRole('navigation', { name: 'Quick links' });
    await page.setViewportSize({ width: 769, height: 800 });
    await expect(menu).toBeHidden();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(menu).toBeVisible();
  });

  test('bottom menu items navigate inside the app; Home reloads the page @phone', async ({ page }) => {
    test.skip(!isMobile(page), 'phones only');
    await page.goto('/bistro/menu');
    const menu = page.getByRole('navigation', { name: 'Quick links' });
    await expect(menu.getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');

    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
    });
    await menu.getByRole('link', { name: 'Reservations' }).click();
    await expect(page).toHaveURL(/\/bistro\/reservation$/);
    await expect(menu.getByRole('link', { name: 'Reservations' })).toHaveAttribute('aria-current', 'page');
    expect(documents).toEqual([]);

    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/bistro\/home$/);
    await expect.poll(() => documents).toEqual(['/bistro/home']);
  });

  test('the allergens footer shows the icons and the page’s bottom text', async ({ page }) => {
    const config = await brandConfig(page, 'bistro');
    await page.goto('/bistro/home');
    const footer = page.getByRole('region', { name: 'Food Allergies & Intolerance' });
    await expect(footer.getByRole('listitem')).toHaveCount(config.Allergens.length);
    await expect(footer).toContainText(config.AllergensBottomText ?? '');
    await page.goto('/bistro/dine-in');
    await expect(footer).toContainText(config.DineInBottomText ?? '');
  });

  test('the footer links go to the internal pages and carry this year', async ({ page }) => {
    await page.goto('/bistro/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/bistro/terms-and-conditions',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/bistro/privacy-policy',
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('Powered by Storefront');
  });
});

test.describe('page banners', () => {
  const cases = [
    ['bistro', 'menu', 'menu'],
    ['bistro', 'events', 'events'],
    ['bistro', 'join-reward', 'rewards'],
    ['bistro', 'login', 'login'],
    ['parts', 'online', 'online'],
  ] as const;
  for (const [brand, route, banner] of cases) {
    test(`${brand}/${route} shows the ${banner} banner${route === 'menu' ? ' @phone' : ''}`, async ({
      page,
    }) => {
      await page.goto(`/${brand}/${route}`);
      const size = isMobile(page) ? 'mobile' : 'desktop';
      const image = page.locator('main picture img').first();
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toContain(`/brand-assets/${brand}/banners/${banner}-${size}.svg`);
    });
  }

  test('a default banner overrides the per-page ones', async ({ page }) => {
    await page.goto('/distributor/shop');
    const size = isMobile(page) ? 'mobile' : 'desktop';
    const image = page.locator('main picture img').first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain(`/brand-assets/parts/banners/online-${size}.svg`);
  });
});

test.describe('popups', () => {
  const UNSUBSCRIBE = '**/api/Customer/UnsubscribeCustomerMarketingPreferences';

  test('unsubscribing answers in green on success', async ({ page }) => {
    await page.goto('/bistro/home');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Unsubscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsubscribe' });
    await expect(dialog).toContainText('email address or mobile number');
    await dialog.getByRole('textbox', { name: 'Email or mobile number' }).fill('demo@example.com');
    const answer = page.waitForResponse(UNSUBSCRIBE);
    await dialog.getByRole('button', { name: 'UNSUBSCRIBE' }).click();
    expect((await answer).status()).toBe(200);
    const message = dialog.getByText('Unsubscribed Successfully');
    await expect(message).toBeVisible();
    await expect(message).toHaveCSS('color', 'rgb(27, 122, 53)');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a refused unsubscribe shows the server’s message in red', async ({ page }) => {
    await page.route(UNSUBSCRIBE, (route) =>
      route.fulfill({
        status: 200,
        json: { Info: { Status: 400, Message: 'We could not find that address' } },
      }),
    );
    await page.goto('/grocer/home');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Unsubscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsubscribe' });
    await dialog.getByRole('textbox').fill('07700 900000');
    await dialog.getByRole('button', { name: 'UNSUBSCRIBE' }).click();
    const message = dialog.getByText('We could not find that address');
    await expect(message).toBeVisible();
    await expect(message).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(dialog.getByText('Unsubscribed Successfully')).toHaveCount(0);
  });

  test('losing the connection blocks the page; regaining it reloads', async ({
    page,
    context,
    consoleErrors,
  }) => {
    // Pictures still loading when the connection goes fail to load, and the browser logs it: provoked here.
    consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/);
    await page.goto('/bistro/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The notice's code is fetched ahead, at the first interaction (it cannot be once the network is gone).
    await page.keyboard.press('Shift');
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('lost-connection-dialog')),
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    const notice = page.getByRole('alertdialog');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      'Seems like you have lost the internet connection! For the Application to run smoothly you need to have internet connection',
    );
    const reloaded = page.waitForEvent('load');
    await context.setOffline(false);
    await reloaded;
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('welcome message', () => {
  test.use({ showWelcome: true });

  test('opens once per visit and closes for good @phone', async ({ page }) => {
    await page.goto('/bistro/home');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Copperleaf' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('New spring menu now live');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A new tab of the same visit (a search result opens in one) does not greet again.
    const tab = await page.context().newPage();
    await tab.goto('/bistro/menu');
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await tab.waitForLoadState('networkidle');
    await expect(tab.getByRole('dialog')).toHaveCount(0);
    await tab.close();

    // Back half an hour later: a new visit, greeted again.
    await startNewVisit(page);
    await page.reload();
    await expect(dialog).toBeVisible();
  });

  test('arrives with the page, and the app keeps that dialog; a visit that closed it never sees it again', async ({
    page,
  }) => {
    // The app's code held back until released: until then, what shows is the server's markup alone.
    let release = () => {};
    const holdCode = async () => {
      await page.unroute('**/assets/index-*.js');
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/index-*.js', async (route) => {
        await held;
        await route.continue();
      });
    };
    await holdCode();
    let navigation = page.goto('/bistro/home', { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: 'Welcome to Copperleaf' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toHaveAttribute('fetchpriority', 'high');
    await page.evaluate(() => {
      (window as { serverDialog?: Element | null }).serverDialog = document.querySelector('.welcome-dialog');
    });
    release();
    await navigation;
    // Hydrated: the same element, now modal (the page behind is inert), without opening again.
    await expect(page.locator('.welcome-dialog[data-settled]')).toBeAttached();
    expect(
      await page.evaluate(() => {
        const element = document.querySelector('.welcome-dialog');
        return {
          same: element === (window as { serverDialog?: Element | null }).serverDialog,
          modal: element?.matches(':modal'),
        };
      }),
    ).toEqual({ same: true, modal: true });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();

    // The next page of this visit, before its code runs: the server sent the dialog, the page does not show it.
    await holdCode();
    navigation = page.goto('/bistro/menu', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.welcome-dialog')).toBeAttached();
    await expect(page.locator('.welcome-dialog')).toBeHidden();
    release();
    await navigation;
    await expect(page.locator('.welcome-dialog')).toHaveCount(0);
  });

  test('closes with Continue pressed before the page’s code has run, and stays closed once it runs @phone', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const navigation = page.goto('/bistro/home', { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: 'Welcome to Copperleaf' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    release();
    await navigation;
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await expect(page.locator('.welcome-dialog')).toBeHidden();
    // Not left modal behind the scenes: the page answers the next click.
    await page.getByRole('navigation').getByRole('link', { name: 'Menu', exact: true }).first().click();
    await expect(page).toHaveURL(/\/bistro\/menu$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('stays away when the brand disables it', async ({ page }) => {
    await page.goto('/flags-off/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
