/** The one error body of the API: `{ errors: [{ msg, param? }] }`. */
export interface ApiErrorItem {
  msg: string;
  param?: string;
}
export interface ApiErrorBody {
  errors: ApiErrorItem[];
}
