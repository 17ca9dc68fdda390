import type { ApiErrorItem } from '@soko/shared';

/** The one error type of the API; the error handler turns it into `{ errors: [{ msg, param? }] }`. */
export class AppError extends Error {
  readonly errors: ApiErrorItem[];

  constructor(
    readonly statusCode: number,
    message: string | ApiErrorItem[],
    param?: string,
    /** Flags beside the errors that tell the client what to do next (`stepUpRequired`). */
    readonly flags: Record<string, true> = {},
  ) {
    const errors = typeof message === 'string' ? [{ msg: message, ...(param ? { param } : {}) }] : message;
    super(errors.map((error) => error.msg).join('; '));
    this.errors = errors;
  }
}

export const badRequest = (msg: string, param?: string) => new AppError(400, msg, param);
export const unauthorized = (msg = 'Please log in to continue') => new AppError(401, msg);
export const forbidden = (msg = 'You do not have permission to do this') => new AppError(403, msg);
export const notFound = (what = 'Item') => new AppError(404, `${what} not found`);
export const conflict = (msg: string, param?: string) => new AppError(409, msg, param);
export const unprocessable = (msg: string, param?: string) => new AppError(422, msg, param);
