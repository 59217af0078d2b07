import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures';
import { accountMenuButton, logInThroughPage, newAccount, registerThroughApi } from './account-helpers';
import { brandItem } from './support/brand-storage';

/** Issue 5, the account pages: the customer's details, the password change, deleting the account. */

const main = (page: Page) => page.getByRole('main');

test('the customer updates their details; the header and the next visit show them', async ({
  page,
}, testInfo) => {
  test.slow(); // several password hashes (scrypt) on the server
  const account = newAccount(testInfo);
  await registerThroughApi(page, 'bistro', account);
  await logInThroughPage(page, 'bistro', account);
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  const details = main(page).getByRole('region', { name: 'Your details' });
  await expect(details.getByLabel('First name')).toHaveValue(account.first);
  await expect(details.getByLabel('Email address')).toHaveValue(account.email);

  // A bad value is refused next to its field, before anything is sent.
  await details.getByLabel('Mobile number (optional)').fill('call me');
  await details.getByLabel('Picture address (optional)').fill('http://insecure.example/me.png');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByLabel('Mobile number (optional)')).toHaveAccessibleDescription(
    /Enter a valid mobile number/,
  );
  await expect(details.getByLabel('Picture address (optional)')).toHaveAccessibleDescription(
    /Use an https:\/\/ image address/,
  );

  const newEmail = `new-${account.email}`;
  await details.getByLabel('First name').fill('Augusta');
  await details.getByLabel('Email address').fill(newEmail);
  await details.getByLabel('Mobile number (optional)').fill('+44 7700 900456');
  await details.getByLabel('Picture address (optional)').fill('/brand-assets/bistro/items/starter.svg');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details have been saved');
  await expect(accountMenuButton(page)).toContainText('Augusta');

  await page.reload();
  await expect(details.getByLabel('First name')).toHaveValue('Augusta');
  await expect(details.getByLabel('Email address')).toHaveValue(newEmail);
  await expect(details.getByLabel('Mobile number (optional)')).toHaveValue('+44 7700 900456');
  await expect(main(page).getByRole('complementary', { name: 'Your account' })).toContainText(newEmail);
  await saveScreenshot(page, testInfo, 'account-updateaccount');
});

test('changing the password signs out everywhere; the new password logs in', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.slow(); // several password hashes (scrypt) on the server
  consoleErrors.allow(/status of 400 .*\/api\/Customer\/changePassword/);
  const account = newAccount(testInfo);
  await registerThroughApi(page, 'bistro', account);
  await logInThroughPage(page, 'bistro', account);
  await page.goto('/bistro/updateaccount');
  const form = main(page).getByRole('region', { name: 'Change password' });

  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password').fill('a brand new password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
    /Your current password is not correct/,
  );

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/bistro\/login\?guest=false$/);
  await expect(main(page).getByRole('status')).toHaveText(
    'Your password has been changed. Please log in again.',
  );
  await expect(accountMenuButton(page)).toHaveCount(0);
  await logInThroughPage(page, 'bistro', { ...account, password: 'a brand new password' });
});

test('deleting the account asks for the password, erases it and logs out', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.slow(); // several password hashes (scrypt) on the server
  consoleErrors.allow(/status of 400 .*\/(api\/Customer\/deleteAccount|Token)\)/);
  const account = newAccount(testInfo);
  await registerThroughApi(page, 'bistro', account);
  await logInThroughPage(page, 'bistro', account);
  await page.goto('/bistro/updateaccount');
  await main(page).getByRole('link', { name: 'Delete account' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Delete account' })).toBeVisible();

  await main(page).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await main(page).getByRole('button', { name: 'Delete my account' }).click();
  await saveScreenshot(page, testInfo, 'account-delete-account');
  await dialog.getByLabel('Password', { exact: true }).fill('wrong password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /Your password is not correct/,
  );
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();

  await expect(page).toHaveURL(/\/bistro\/login$/);
  await expect(main(page).getByRole('status')).toHaveText('Your account has been deleted');
  await expect(accountMenuButton(page)).toHaveCount(0);
  expect(await brandItem(page, 'local', 'bistro', 'access_token')).toBeNull();

  // The account is gone: its login is refused like any unknown email.
  await main(page).getByLabel('Email address').fill(account.email);
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('The email or password is incorrect');
});
