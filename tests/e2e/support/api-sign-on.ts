// Signs a browser context on through the API (the login operation sets the session cookie in the
// context's cookie jar), for tests about what an account sees rather than about the login screen.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

export async function signOnByApi(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/pf-admin-api/v1/internal/login', {
    headers: { 'X-XSRF-Header': 'PingFederate' },
    data: { username, password },
  });
  expect(response.status(), `sign-on of ${username}`).toBe(200);
}
