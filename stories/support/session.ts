/**
 * The bearer token every story's client holds (.storybook/preview.tsx) and every story's mock
 * backend knows (mockApi: a session started by the mock's own sign-in code), so stories render
 * signed in. A story's parameters are built synchronously, before any request could sign in.
 */
export const storyToken = 'storybook-session-token-0000000000000000';
