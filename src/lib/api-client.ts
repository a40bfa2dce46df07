import { OFFLINE_HEADER } from '../offline/messages.ts';
import { reportNetworkFailure, reportNetworkOk, reportStoredAnswer } from './pwa/connectivity.ts';

/**
 * The one HTTP client: JSON in and out, bearer token attached, every failure as an ApiError (SPEC
 * §8). It also tells the connectivity store what each request met: an answer from the device (the
 * service worker's X-Refugio-Offline), the server, or no answer at all.
 */

export class ApiError extends Error {
  status: number;
  code?: string;
  error_code?: number;
  body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    if (body && typeof body === 'object') {
      const b = body as { code?: unknown; error_code?: unknown; errorType?: unknown };
      if (typeof b.code === 'string') this.code = b.code;
      else if (typeof b.errorType === 'string') this.code = b.errorType;
      if (typeof b.error_code === 'number') this.error_code = b.error_code;
    }
  }
}

type TokenGetter = () => string | null;
type UnauthorizedHandler = () => void;

let getToken: TokenGetter = () => null;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The session module plugs itself in here, so the client needs no import of it. */
export function configureApiClient(options: {
  getToken: TokenGetter;
  onUnauthorized: UnauthorizedHandler;
}) {
  getToken = options.getToken;
  onUnauthorized = options.onUnauthorized;
}

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;
let send: Fetch = (path, init) => fetch(path, init);

/** The server renderer answers the app's calls in process instead of over the network. */
export function setApiFetch(fetchImpl: Fetch) {
  send = fetchImpl;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the bearer token even when signed in. */
  anonymous?: boolean;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/**
 * Where an answer came from: the device (its data's age in the header), or the server (a 5xx may
 * be a proxy with the app behind it down, so it proves nothing either way).
 */
export function reportAnswer(response: Response): void {
  const storedAt = response.headers.get(OFFLINE_HEADER);
  if (storedAt !== null) reportStoredAnswer(Date.parse(storedAt));
  else if (response.status < 500) reportNetworkOk();
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.anonymous ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await send(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    reportNetworkFailure();
    throw new ApiError('Network error occurred', 0, null);
  }
  reportAnswer(response);

  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && token) onUnauthorized();
    const b = body as { message?: unknown; error?: unknown } | null;
    const message =
      (b && typeof b === 'object' && typeof b.message === 'string' && b.message) ||
      (b && typeof b === 'object' && typeof b.error === 'string' && b.error) ||
      `HTTP Error: ${response.status}`;
    throw new ApiError(message, response.status, body);
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
