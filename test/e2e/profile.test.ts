import path from 'node:path';
import { expect } from 'chai';
import { newPage, signIn, url } from './browser';

const AVATAR = path.resolve(__dirname, '../../shop/public/icons/icon-192.png');

describe('Agent profile', () => {
  it('when an agent saves a Malaysian address, then the postcode fills state and city and the details are kept', async () => {
    const page = await newPage();
    await signIn(page, 'agent5@demo.test', undefined, '/login?redirectFrom=%2Fprofile');
    const form = page.getByTestId('account-form');
    await form.locator('input[name=accPhone]').fill('12-3456789');
    await form.locator('input[name=accAddressLine1]').fill('No 1, Jalan Sultan Ismail');
    await form.locator('input[name=accAddressPostcode]').fill('50250');
    expect(await form.locator('input[name=accAddressState]').inputValue()).to.equal('Wp Kuala Lumpur');
    expect(await form.locator('input[name=accAddressCity]').inputValue()).to.equal('Kuala Lumpur');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Account details saved.').waitFor();

    await page.reload();
    await page.getByTestId('account-form').locator('input[name=accAddressLine1]').waitFor();
    expect(await page.locator('input[name=accAddressLine1]').inputValue()).to.equal('No 1, Jalan Sultan Ismail');
    expect(await page.locator('input[name=accAddressPostcode]').inputValue()).to.equal('50250');
  });

  it('when a form is wrong, then the browser and the server messages show on their fields', async () => {
    const page = await newPage();
    await signIn(page, 'agent5@demo.test', undefined, '/login?redirectFrom=%2Fprofile');
    const form = page.getByTestId('account-form');
    await form.locator('input[name=accFirstName]').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('This field is required.').waitFor();
    await form.getByText('Invalid input').waitFor();

    // A postcode of Kuala Lumpur with the state changed to Selangor: only the server knows.
    await form.locator('input[name=accFirstName]').fill('Eng');
    await form.locator('input[name=accAddressLine1]').fill('No 2, Jalan Demo');
    await form.locator('input[name=accAddressPostcode]').fill('50250');
    await form.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Selangor' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    const postcode = form.locator('#accAddressPostcode-helper-text');
    await postcode.getByText('This value is not valid.').waitFor();
  });

  it('when an agent types a new password, then the rule is ticked off live, and the change is saved', async () => {
    const page = await newPage();
    await signIn(page, 'agent5@demo.test', undefined, '/login?redirectFrom=%2Fprofile%3Ftab%3Dpassword');
    const form = page.getByTestId('password-form');
    const rule = (key: string) => form.locator(`[data-rule=${key}]`).getAttribute('data-met');
    await form.locator('input[name=password]').fill('abc');
    expect(await rule('lowercase')).to.equal('true');
    expect(await rule('length')).to.equal('false');
    expect(await rule('uppercase')).to.equal('false');
    await form.locator('input[name=password]').fill('Fresh#2026x');
    for (const key of ['length', 'uppercase', 'lowercase', 'number', 'special']) expect(await rule(key)).to.equal('true');

    await form.locator('input[name=old_password]').fill('Demo@12345');
    await form.locator('input[name=confirm]').fill('Fresh#2026x');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Your password has been changed.').waitFor();

    // Every earlier token is void now; the form stored the new one, so a second change works.
    await form.locator('input[name=old_password]').fill('Fresh#2026x');
    await form.locator('input[name=password]').fill('Demo@12345');
    await form.locator('input[name=confirm]').fill('Demo@12345');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Your password has been changed.').waitFor();
    await form.locator('input[name=old_password]').and(page.locator('[value=""]')).waitFor();
  });

  it('when an agent uploads a picture, then it becomes the avatar', async () => {
    const page = await newPage();
    await signIn(page, 'agent5@demo.test', undefined, '/login?redirectFrom=%2Fprofile');
    await page.getByTestId('avatar-input').setInputFiles(AVATAR);
    await page.getByText('Profile picture saved.').waitFor();
    const src = await page.getByTestId('profile-avatar').locator('img').getAttribute('src');
    expect(src).to.match(/^\/files\/c\d+\/avatars\/[0-9a-f]+\.png\?expires=\d+&signature=[\w-]+$/);
    const image = await page.request.get(url(src!));
    expect(image.status()).to.equal(200);
  });
});
