/** The admin account the browser-test server is started with (playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'admin-password-1' } as const;
