import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin, type Login } from './session.ts';

/** The API as one user: each call must answer 200 (the failure shows the body), and gives its `data`. */
export interface ApiClient {
  readonly request: APIRequestContext;
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, data?: unknown): Promise<T>;
  put<T = unknown>(path: string, data?: unknown): Promise<T>;
  delete<T = unknown>(path: string): Promise<T>;
}

/** Calls /api/v2 with the bearer `token`, for a test's setup and checks (paths as the spec writes them, '/employees'). */
export function apiClient(request: APIRequestContext, token: string): ApiClient {
  async function call<T>(method: string, path: string, data?: unknown): Promise<T> {
    const response = await request.fetch(`/api/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
    return ((await response.json()) as { data: T }).data;
  }
  return {
    request,
    get: (path) => call('GET', path),
    post: (path, data) => call('POST', path, data),
    put: (path, data) => call('PUT', path, data),
    delete: (path) => call('DELETE', path),
  };
}

/** The id of the company's role named `name` ('HR Manager', 'Employee'). */
export async function roleIdNamed(api: ApiClient, name: string): Promise<string> {
  const roles = await api.get<{ id: string; text: string }[]>('/users/roles');
  const role = roles.find((candidate) => candidate.text === name);
  expect(role, `role ${name}`).toBeDefined();
  return role!.id;
}

/**
 * A user of the company with the role named `role`, made through the API as its administrator would
 * (with a password they type), then signed in once to choose `password` as the app makes them;
 * gives the role's id.
 */
export async function addUser(
  admin: ApiClient,
  user: { username: string; password: string; firstName: string; lastName: string; role: string },
): Promise<string> {
  const roleId = await roleIdNamed(admin, user.role);
  const given = `${user.password}-given`;
  await admin.post('/users', {
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    passwordSetup: 'password',
    password: given,
    roleId,
  });
  const { companyData } = await admin.get<{ companyData: { domain: string } }>('/auth/me');
  await changeGivenPassword(admin.request, { domain: companyData.domain, username: user.username, password: given }, user.password);
  return roleId;
}

/** The first login of a user whose password someone else set: they choose `newPassword` (through the API). */
export async function changeGivenPassword(request: APIRequestContext, given: Login, newPassword: string): Promise<void> {
  const token = await apiLogin(request, given);
  await apiClient(request, token).put('/users/password', { currentPassword: given.password, newPassword });
}
