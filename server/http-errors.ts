/** An error a client caused or may see: its status and Spanish message reach the answer as they are. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const unauthorized = (message = 'No hay sesión activa', extra?: Record<string, unknown>) =>
  new HttpError(401, message, extra);
export const notFound = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(404, message, extra);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, extra);
export const forbidden = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(403, message, extra);
